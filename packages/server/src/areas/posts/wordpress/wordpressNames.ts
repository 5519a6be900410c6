/** Names as WordPress takes them: tag names to look up, file names for uploads. */

/** Names trimmed, blanks dropped, each name once whatever its case. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLocaleLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(name);
  }
  return unique;
}

/**
 * A file name WordPress reads from Content-Disposition: it takes `filename=` bytes as they come
 * (no `filename*=`), so accents are dropped and anything else odd becomes "-"; the extension,
 * which WordPress checks against the content, stays.
 */
export function asciiFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = asciiWord(dot > 0 ? fileName.slice(0, dot) : fileName) || 'file';
  const extension = dot > 0 ? asciiWord(fileName.slice(dot + 1)) : '';
  return extension ? `${base}.${extension}` : base;
}

function asciiWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
