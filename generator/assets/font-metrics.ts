/**
 * Advance widths read straight from a TrueType file (head, hhea, hmtx, cmap),
 * so share-image text can be broken into lines before resvg draws it: resvg
 * does not wrap text (issue 6). Kerning and Arabic contextual forms are not
 * applied; the sum of nominal advances is a close estimate (Latin) or a slight
 * over-estimate (Arabic isolated forms are the widest), and the share-image
 * tests check every line against resvg's real measurement.
 */
export interface FontMetrics {
  unitsPerEm: number;
  /** Advance width of a code point in font units, or undefined when the font has no glyph for it. */
  advance(codePoint: number): number | undefined;
}

export function parseFontMetrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  const numTables = view.getUint16(4);
  for (let index = 0; index < numTables; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    tables.set(tag, view.getUint32(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`Not a TrueType font with a "${tag}" table`);
    return offset;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const metricCount = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const glyphAdvance = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metricCount - 1));
  const glyphOf = cmapLookup(view, table('cmap'));
  // cmap lookups scan segments; line breaking asks for the same few dozen characters thousands of times.
  const advances = new Map<number, number | undefined>();
  return {
    unitsPerEm,
    advance(codePoint) {
      if (!advances.has(codePoint)) {
        const glyph = glyphOf(codePoint);
        advances.set(codePoint, glyph ? glyphAdvance(glyph) : undefined);
      }
      return advances.get(codePoint);
    },
  };
}

/** Code point → glyph id from the Unicode cmap subtable (format 12 preferred, else format 4); 0 = no glyph. */
function cmapLookup(view: DataView, cmap: number): (codePoint: number) => number {
  const subtables = new Map<number, number>();
  for (let index = 0; index < view.getUint16(cmap + 2); index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    // Unicode platform, or Windows BMP (1) / full repertoire (10); not symbol or legacy Mac encodings.
    if (platform !== 0 && !(platform === 3 && (encoding === 1 || encoding === 10))) continue;
    const subtable = cmap + view.getUint32(record + 4);
    const format = view.getUint16(subtable);
    if (!subtables.has(format)) subtables.set(format, subtable);
  }
  const format12 = subtables.get(12);
  if (format12 !== undefined) {
    const groups = view.getUint32(format12 + 12);
    return (codePoint) => {
      for (let group = 0; group < groups; group += 1) {
        const at = format12 + 16 + group * 12;
        const start = view.getUint32(at);
        if (codePoint >= start && codePoint <= view.getUint32(at + 4)) return view.getUint32(at + 8) + codePoint - start;
      }
      return 0;
    };
  }
  const format4 = subtables.get(4);
  if (format4 === undefined) throw new Error('The font has no Unicode cmap subtable (format 4 or 12)');
  const segments = view.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let segment = 0; segment < segments; segment += 1) {
      if (codePoint > view.getUint16(ends + segment * 2)) continue;
      const start = view.getUint16(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = view.getUint16(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/**
 * Width of `text` in pixels at `size`, taking each character from the first
 * font in `fonts` that has it (as resvg's font fallback does).
 */
export function measureText(text: string, fonts: readonly FontMetrics[], size: number, letterSpacing = 0): number {
  let width = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    for (const font of fonts) {
      const advance = font.advance(codePoint);
      if (advance === undefined) continue;
      width += (advance / font.unitsPerEm) * size + letterSpacing;
      break;
    }
  }
  return width;
}
