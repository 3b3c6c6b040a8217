// The parts of fontkit and wawoff2 (neither has bundled types) the share-image text uses.
declare module 'fontkit' {
  interface Path {
    scale(x: number, y: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
  }
  interface Glyph {
    id: number;
    path: Path;
  }
  interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string, features?: string[]): GlyphRun;
    glyphForCodePoint(codePoint: number): Glyph;
    getVariation(settings: Record<string, number>): Font;
  }
  export function create(buffer: Buffer): Font;
}

// wawoff2: Google's woff2 decoder (WebAssembly); no bundled types.
declare module 'wawoff2' {
  const wawoff2: { decompress(woff2: Uint8Array): Promise<Uint8Array> };
  export default wawoff2;
}
