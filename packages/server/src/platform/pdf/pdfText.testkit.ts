/**
 * The text of an uncompressed pdfmake PDF, for tests: pdfmake writes text as glyph ids in hex
 * (`<0001…> TJ`) and a ToUnicode map per embedded font (`beginbfrange` lists); every text run is
 * decoded with every font's map (runs of one line follow each other: pdfmake writes a word per
 * run with its space), so a test can look for words.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const maps = [...source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)].map((match) => {
    const map = new Map<number, string>();
    for (const range of match[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const first = parseInt(range[1]!, 16);
      // A ligature glyph maps to several code points (`<0066 0069>` for "fi").
      [...range[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((code, index) =>
        map.set(
          first + index,
          String.fromCodePoint(
            ...code[1]!
              .trim()
              .split(/\s+/)
              .map((hex) => parseInt(hex, 16)),
          ),
        ),
      );
    }
    return map;
  });
  const runs = [...source.matchAll(/\[((?:<[0-9a-f]+>|[-\d.\s])*)\]\s*TJ/gi)].map((match) =>
    [...match[1]!.matchAll(/<([0-9a-f]+)>/gi)].map((hex) => hex[1]!).join(''),
  );
  return maps
    .map((map) =>
      runs
        .map((hex) =>
          (hex.match(/.{4}/g) ?? []).map((glyph) => map.get(parseInt(glyph, 16)) ?? '').join(''),
        )
        .join(''),
    )
    .join('\n');
}
