import fs from 'node:fs';
import path from 'node:path';

/** Writes the figures as JSON to bench/results/ and answers the relative path. */
export function writeResults(name: string, engine: string, data: object): string {
  const out = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(
    out,
    `${name}-${engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return path.relative(process.cwd(), file);
}
