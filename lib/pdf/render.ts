/**
 * PDFs: the tax invoice, the credit note and the diet chart, made on request from a
 * PrintedDocument (lib/domain/printed-document.ts).
 *
 * One library: pdfkit (pinned in package.json), maintained, pure JavaScript (no browser, no native
 * binary to install on a host), and the one of the maintained JavaScript PDF writers whose font
 * engine, fontkit, shapes OpenType text: Devanagari's conjuncts (क्ष, र्म), its reph and its
 * reordered i-matra (मि) need the font's GSUB and GPOS features applied, which pdf-lib (no
 * shaping) and jsPDF (none for Indic scripts) do not do, and Chromium to print HTML would be a
 * browser on the server. pdfkit subsets each font it embeds and writes a ToUnicode map, so the
 * text can be found and copied; a Devanagari run also carries its words as ActualText, since a
 * shaped run's glyphs are in the order they are drawn, not read.
 *
 * The fonts: Noto Sans Devanagari (OFL) from @fontsource/noto-sans-devanagari, which the Hindi
 * pages already use. It ships WOFF2 and WOFF files per script subset; fontkit reads both, but
 * cannot subset the WOFF2 ones (a RangeError in its glyf encoder, fontkit 2.0.4), so the WOFF files
 * are embedded: Latin text in the Latin file, Devanagari in the Devanagari one (lib/pdf/scripts.ts),
 * regular and bold. No TTF package is needed.
 */
import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { clockNow } from '@/lib/clock';
import {
  type PrintedBlock,
  type PrintedDocument,
  type PrintedRow,
  type PrintedSpan,
  type PrintedTableRow,
  type PrintedText,
} from '@/lib/domain/printed-document';
import { scriptRuns, type Subset } from './scripts';

type Weight = 400 | 700;
type Tone = 'muted' | 'strong' | undefined;

/** A font file of the package, by path: pdfkit reads and caches it once per document. */
function fontFile(subset: Subset, weight: Weight): string {
  return path.join(
    // Read at run time from node_modules (next.config.mjs traces the files into a standalone build).
    /* turbopackIgnore: true */ process.cwd(),
    'node_modules/@fontsource/noto-sans-devanagari/files',
    `noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN;
const SIZE = { title: 18, heading: 12.5, body: 10, small: 8.5 };
const COLOR = { text: '#111827', muted: '#6b7280', rule: '#d1d5db' };
const DEVANAGARI_LETTER = /[\u0900-\u097f]/;
/** Devanagari's matras reach above and below Latin's ascenders and descenders: roomy lines. */
const LEADING = 1.5;

interface Piece {
  text: string;
  subset: Subset;
  weight: Weight;
  color: string;
  size: number;
  width: number;
}

/** A line laid out: its pieces left to right, its width and height. */
interface Line {
  pieces: Piece[];
  width: number;
  height: number;
}

/** Something drawn at a height on the page: a line, a row, a section. */
interface Box {
  height: number;
  draw: (top: number) => void;
  /** Never the last thing on a page (a heading). */
  keepWithNext?: boolean;
}

class Layout {
  readonly doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  private measure(text: string, subset: Subset, weight: Weight, size: number): number {
    return this.doc.font(fontFile(subset, weight)).fontSize(size).widthOfString(text);
  }

  /** A text's spans as pieces, each in one font file, measured. */
  pieces(text: PrintedText, size: number, tone: Tone): Piece[] {
    const spans: readonly PrintedSpan[] = typeof text === 'string' ? [{ text, tone }] : text;
    return spans.flatMap((span) => {
      const spanTone = span.tone ?? tone;
      const weight: Weight = spanTone === 'strong' ? 700 : 400;
      const color = spanTone === 'muted' ? COLOR.muted : COLOR.text;
      return scriptRuns(span.text).map(({ text: run, subset }) => ({
        text: run,
        subset,
        weight,
        color,
        size,
        width: this.measure(run, subset, weight, size),
      }));
    });
  }

  /** Pieces cut at spaces into lines of at most `width` (a word longer than a line, at its letters). */
  wrap(pieces: Piece[], width: number): Line[] {
    const size = Math.max(...pieces.map((piece) => piece.size), 0);
    const lines: Line[] = [];
    let current: Piece[] = [];
    let currentWidth = 0;
    const flush = () => {
      const trimmed = trimEnd(current);
      lines.push({ pieces: trimmed, width: trimmed.reduce((sum, piece) => sum + piece.width, 0), height: size * LEADING });
      current = [];
      currentWidth = 0;
    };
    for (const word of this.words(pieces)) {
      const wordWidth = word.reduce((sum, piece) => sum + piece.width, 0);
      const isSpace = word.every((piece) => piece.text.trim() === '');
      if (isSpace && current.length === 0) continue;
      if (currentWidth + wordWidth > width && current.length > 0 && !isSpace) flush();
      if (wordWidth > width && !isSpace) {
        for (const piece of this.letters(word)) {
          if (currentWidth + piece.width > width && current.length > 0) flush();
          current.push(piece);
          currentWidth += piece.width;
        }
        continue;
      }
      current.push(...word);
      currentWidth += wordWidth;
    }
    if (current.length > 0 || lines.length === 0) flush();
    return lines;
  }

  /** Pieces regrouped into words and the spaces between them, each a list of pieces. */
  private words(pieces: Piece[]): Piece[][] {
    const words: Piece[][] = [];
    let word: Piece[] = [];
    let inSpace: boolean | null = null;
    for (const piece of pieces) {
      for (const part of piece.text.split(/(\s+)/).filter(Boolean)) {
        const space = part.trim() === '';
        if (inSpace !== null && space !== inSpace) {
          words.push(word);
          word = [];
        }
        inSpace = space;
        word.push(this.resized(piece, part));
      }
    }
    if (word.length > 0) words.push(word);
    return words;
  }

  /** A word too long for a line, as its letters (grapheme clusters: a conjunct stays whole). */
  private letters(word: Piece[]): Piece[] {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    return word.flatMap((piece) => [...segmenter.segment(piece.text)].map(({ segment }) => this.resized(piece, segment)));
  }

  private resized(piece: Piece, text: string): Piece {
    return text === piece.text ? piece : { ...piece, text, width: this.measure(text, piece.subset, piece.weight, piece.size) };
  }

  /** Where the baseline of a line whose top is at `top` falls: its extra room shared above and below. */
  baselineOf(line: Line, top: number): number {
    const size = Math.max(...line.pieces.map((piece) => piece.size), 0);
    return top + (line.height - size) / 2 + size * 0.8;
  }

  /** A line drawn with its top at `top` (or on the baseline given), from `x`. */
  drawLine(line: Line, x: number, top: number, baseline = this.baselineOf(line, top)): void {
    let at = x;
    for (const piece of merged(line.pieces)) {
      const doc = this.doc.font(fontFile(piece.subset, piece.weight)).fontSize(piece.size).fillColor(piece.color);
      // A shaped Devanagari run's glyphs are in drawing order ('मि' is drawn ि then म): its words
      // as written go with it, for copying (a lone '₹' needs none).
      const actual = piece.subset === 'devanagari' && DEVANAGARI_LETTER.test(piece.text);
      if (actual) doc.markContent('Span', { actual: piece.text });
      doc.text(piece.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
      if (actual) doc.endMarkedContent();
      at += this.measure(piece.text, piece.subset, piece.weight, piece.size);
    }
  }

  /** Lines one under the other, from `x`, each moved right by `align`'s share of its spare width. */
  linesBox(
    lines: Line[],
    x: number,
    width: number,
    { align = 'left', after = 0 }: { align?: 'left' | 'right'; after?: number } = {},
  ): Box {
    return {
      height: lines.reduce((sum, line) => sum + line.height, 0) + after,
      draw: (top) => {
        let y = top;
        for (const line of lines) {
          this.drawLine(line, align === 'right' ? x + width - line.width : x, y);
          y += line.height;
        }
      },
    };
  }

  rule(top: number): void {
    this.doc
      .moveTo(MARGIN, top)
      .lineTo(MARGIN + CONTENT, top)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
  }
}

/** Neighbouring pieces of one font, size and colour as one run: a phrase is drawn (and copied) whole. */
function merged(pieces: Piece[]): Piece[] {
  const runs: Piece[] = [];
  for (const piece of pieces) {
    const last = runs.at(-1);
    if (
      last &&
      last.subset === piece.subset &&
      last.weight === piece.weight &&
      last.size === piece.size &&
      last.color === piece.color
    )
      runs[runs.length - 1] = { ...last, text: last.text + piece.text, width: last.width + piece.width };
    else runs.push(piece);
  }
  return runs;
}

function trimEnd(pieces: Piece[]): Piece[] {
  const kept = [...pieces];
  while (kept.length > 0 && kept.at(-1)!.text.trim() === '') kept.pop();
  return kept;
}

/** A label on the left and its value on the right, on one line while both fit; else the value wraps beside or under it. */
function rowBox(layout: Layout, row: PrintedRow, size: number): Box {
  const tone: Tone = row.strong ? 'strong' : undefined;
  const label = layout.wrap(layout.pieces(row.label, size, row.strong ? 'strong' : 'muted'), CONTENT);
  const valuePieces = layout.pieces(row.value, size, tone ?? 'strong');
  const labelWidth = Math.max(...label.map((line) => line.width));
  const gap = 16;
  const beside = CONTENT - labelWidth - gap;
  const after = size * 0.35;
  if (label.length === 1 && beside >= CONTENT * 0.4) {
    const value = layout.wrap(valuePieces, beside);
    const valueBox = layout.linesBox(value, MARGIN + CONTENT - beside, beside, { align: 'right' });
    const labelBox = layout.linesBox(label, MARGIN, labelWidth);
    return {
      height: Math.max(valueBox.height, labelBox.height) + after,
      draw: (top) => {
        labelBox.draw(top);
        valueBox.draw(top);
      },
    };
  }
  const labelBox = layout.linesBox(label, MARGIN, CONTENT);
  const valueBox = layout.linesBox(layout.wrap(valuePieces, CONTENT), MARGIN, CONTENT, { align: 'right' });
  return {
    height: labelBox.height + valueBox.height + after,
    draw: (top) => {
      labelBox.draw(top);
      valueBox.draw(top + labelBox.height);
    },
  };
}

/** A heading, with a note on the right of it ('about 1,500 kcal') when one is given. */
function headingBox(layout: Layout, text: string, aside: string | undefined, size: number, before: number): Box {
  const asideLines = aside ? layout.wrap(layout.pieces(aside, SIZE.body, 'muted'), CONTENT / 2) : [];
  const asideWidth = Math.max(0, ...asideLines.map((line) => line.width));
  const heading = layout.wrap(layout.pieces(text, size, 'strong'), CONTENT - asideWidth - (aside ? 12 : 0));
  const lines = layout.linesBox(heading, MARGIN, CONTENT);
  return {
    height: before + lines.height + size * 0.3,
    keepWithNext: true,
    draw: (top) => {
      lines.draw(top + before);
      // The note shares the heading's first line's baseline.
      const [note] = asideLines;
      if (note) layout.drawLine(note, MARGIN + CONTENT - note.width, 0, layout.baselineOf(heading[0]!, top + before));
    },
  };
}

/** A table's row: its heading cell on the left quarter, its lines on the rest, a rule above it. */
function tableRowBox(layout: Layout, row: PrintedTableRow): Box {
  const headWidth = CONTENT / 4 - 8;
  const bodyX = MARGIN + CONTENT / 4;
  const bodyWidth = CONTENT - CONTENT / 4;
  const pad = 5;
  const head = layout.wrap(layout.pieces(row.head, SIZE.body, 'strong'), headWidth);
  const sub = row.sub ? layout.wrap(layout.pieces(row.sub, SIZE.small, 'muted'), headWidth) : [];
  const body = row.lines.flatMap((text) => layout.wrap(layout.pieces(text, SIZE.body, undefined), bodyWidth));
  const note = row.note ? layout.wrap(layout.pieces(row.note, SIZE.small, 'muted'), bodyWidth) : [];
  const left = layout.linesBox([...head, ...sub], MARGIN, headWidth);
  const right = layout.linesBox([...body, ...note], bodyX, bodyWidth);
  return {
    height: Math.max(left.height, right.height) + 2 * pad,
    draw: (top) => {
      layout.rule(top);
      left.draw(top + pad);
      right.draw(top + pad);
    },
  };
}

function boxesOf(layout: Layout, block: PrintedBlock): Box[] {
  switch (block.kind) {
    case 'title':
      return [
        layout.linesBox(layout.wrap(layout.pieces(block.text, SIZE.title, 'strong'), CONTENT), MARGIN, CONTENT, { after: 4 }),
      ];
    case 'heading':
      return [headingBox(layout, block.text, block.aside, SIZE.heading, 6)];
    case 'paragraph': {
      const size = block.small ? SIZE.small : SIZE.body;
      return [layout.linesBox(layout.wrap(layout.pieces(block.text, size, block.tone), CONTENT), MARGIN, CONTENT, { after: 3 })];
    }
    case 'rows':
      return block.rows.map((row) => rowBox(layout, row, SIZE.body));
    case 'rule':
      return [{ height: 14, draw: (top) => layout.rule(top + 7) }];
    case 'section': {
      const heading = headingBox(layout, block.heading, block.aside, SIZE.heading, 12);
      const rows = block.rows.map((row) => tableRowBox(layout, row));
      const whole = heading.height + rows.reduce((sum, row) => sum + row.height, 0);
      // A day is never split across pages when it fits on one, as the print page keeps it.
      if (whole > BOTTOM - MARGIN) return [heading, ...rows];
      return [
        {
          height: whole,
          draw: (top) => {
            heading.draw(top);
            let y = top + heading.height;
            for (const row of rows) {
              row.draw(y);
              y += row.height;
            }
          },
        },
      ];
    }
  }
}

/** The document as PDF bytes: A4, its pages numbered when there are more than one. */
export async function renderPdf(document: PrintedDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Not Helvetica, pdfkit's default, which it would read from its own folder: the Latin file.
    font: fontFile('latin', 400),
    pdfVersion: '1.7',
    lang: document.language,
    displayTitle: true,
    bufferPages: true,
    info: { Title: document.title, Creator: 'WellFit', Producer: 'WellFit (pdfkit)', CreationDate: clockNow() },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const layout = new Layout(doc);
  const boxes = document.blocks.flatMap((block) => boxesOf(layout, block));
  let y = MARGIN;
  boxes.forEach((box, index) => {
    const next = box.keepWithNext ? boxes[index + 1] : undefined;
    const needed = box.height + (next?.height ?? 0);
    if (y > MARGIN && y + Math.min(needed, BOTTOM - MARGIN) > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    box.draw(y);
    y += box.height;
  });

  const { start, count } = doc.bufferedPageRange();
  if (count > 1)
    for (let page = start; page < start + count; page++) {
      doc.switchToPage(page);
      const [line] = layout.wrap(layout.pieces(`${page - start + 1} / ${count}`, SIZE.small, 'muted'), CONTENT);
      layout.drawLine(line!, MARGIN + CONTENT - line!.width, BOTTOM + 12);
    }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
