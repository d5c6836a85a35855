/**
 * A document as a PDF lays it out (lib/pdf): blocks of text, top to bottom, built from the same
 * view model and line builders as the page that shows it, so the two say the same figures. Only
 * words and their order: the fonts, sizes and places are lib/pdf's. Pure: no React, no I/O.
 */

/** A run of text and how it reads beside the rest of its line. */
export interface PrintedSpan {
  text: string;
  tone?: 'muted' | 'strong';
}

/** A line's text: plain, or spans of different tones ('or ' muted, then the foods). */
export type PrintedText = string | readonly PrintedSpan[];

/** A label and its value on one row, the value on the right (below the label when it cannot share the row). */
export interface PrintedRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** A row of a table: its heading cell (with a line under it) and the lines of its other cell. */
export interface PrintedTableRow {
  head: string;
  sub?: string;
  lines: PrintedText[];
  note?: string;
}

export type PrintedBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string; aside?: string }
  | { kind: 'paragraph'; text: PrintedText; tone?: 'muted' | 'strong'; small?: boolean }
  | { kind: 'rows'; rows: readonly PrintedRow[] }
  | { kind: 'rule' }
  /** Kept on one page when it fits one: a day of a diet chart, as it prints. */
  | { kind: 'section'; heading: string; aside?: string; rows: readonly PrintedTableRow[] };

export interface PrintedDocument {
  /** The PDF's title, as a viewer shows it. */
  title: string;
  /** Its language tag ('en-IN', 'hi'), for screen readers and search. */
  language: string;
  blocks: readonly PrintedBlock[];
}

/** A line's words, tones aside: what a reader copies out of it. */
export function plainText(text: PrintedText): string {
  return typeof text === 'string' ? text : text.map((span) => span.text).join('');
}
