/** The part of fontkit (pdfkit's font engine, which ships no types) that the check font uses. */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
  }
  export function openSync(path: string): Font;
}
