import unicode from '@fontsource/noto-sans-devanagari/unicode.json';

/**
 * Which of Noto Sans Devanagari's files draws each character. @fontsource ships the family cut
 * into subsets by script, a file each: Latin (with digits and punctuation), Devanagari (with ₹ and
 * the danda, but no digits), and Latin Extended. A line of text is split into runs, each drawn in
 * the file that has its glyphs, so a Devanagari run is shaped whole (its conjuncts, its matras
 * reordered) and a Latin run keeps its kerning. Pure: no I/O.
 */

export type Subset = 'latin' | 'devanagari' | 'latin-ext';

/** The order a character is looked for in: Latin first, so '₹' (in both other files) is Devanagari's. */
export const SUBSETS: readonly Subset[] = ['latin', 'devanagari', 'latin-ext'];

/** The package's own unicode-range of each file ('U+0900-097F,U+20B9,…'), as its CSS gives it. */
const RANGES: Record<Subset, [number, number][]> = Object.fromEntries(
  SUBSETS.map((subset) => [
    subset,
    unicode[subset].split(',').map((range): [number, number] => {
      const [from = '', to = from] = range.replace('U+', '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  ]),
) as Record<Subset, [number, number][]>;

export const covers = (subset: Subset, codePoint: number) =>
  RANGES[subset].some(([from, to]) => codePoint >= from && codePoint <= to);

/** Spaces are in every file: they stay in the run they are in, so a Hindi phrase is one run. */
const SPACE = /^[ \u00a0]$/;

export interface ScriptRun {
  text: string;
  subset: Subset;
}

/** A text as runs of one file each; a character no file has is left to Latin's (its missing-glyph box). */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0)!;
    if (last && (SPACE.test(char) || covers(last.subset, codePoint))) {
      last.text += char;
      continue;
    }
    const subset = SUBSETS.find((candidate) => covers(candidate, codePoint)) ?? 'latin';
    if (last?.subset === subset) last.text += char;
    else runs.push({ text: char, subset });
  }
  return runs;
}
