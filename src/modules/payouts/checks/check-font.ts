/**
 * The typeface checks are printed in (docs/bank-rails.md, Printing): DejaVu Sans, embedded in the print run's PDF,
 * which draws Latin, Greek and Cyrillic scripts with their accents (not CJK). The same font files tell the claim
 * which characters a check can print and how wide a line is, so the claim refuses exactly what the printer could not
 * show.
 */
import { openSync, type Font } from 'fontkit';

export type CheckFontWeight = 'regular' | 'bold';

/**
 * TrueType files, which pdfkit subsets and embeds. (A WOFF font would do too, but fontkit inflates a WOFF table on
 * every read of it: a run took seconds more; WOFF2 its subsetter cannot write.)
 */
export const CHECK_FONT_FILES: Readonly<Record<CheckFontWeight, string>> = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const opened = new Map<CheckFontWeight, Font>();

/** Opened on first use: a process that never prints or takes a check claim never reads the files. */
function font(weight: CheckFontWeight): Font {
  let found = opened.get(weight);
  if (!found) opened.set(weight, (found = openSync(CHECK_FONT_FILES[weight])));
  return found;
}

/** The characters of `text` (NFC) that the check font cannot draw, each once, in order of appearance. */
export function charactersWithoutGlyph(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (!font('regular').hasGlyphForCodePoint(code) || !font('bold').hasGlyphForCodePoint(code)) missing.add(char);
  }
  return [...missing];
}

/** The width of `text` (NFC) in points, set in the check font at `size` points. */
export function widthInCheckFont(text: string, weight: CheckFontWeight, size: number): number {
  const face = font(weight);
  return (face.layout(text.normalize('NFC')).advanceWidth / face.unitsPerEm) * size;
}
