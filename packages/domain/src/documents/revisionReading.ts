/**
 * How the fields of a revision read in the versions dialog (spec 1 §2 "Revision viewer"): each
 * kind of document names how its snapshot fields read — text diffed word by word, durations as
 * mm:ss, yes/no, calendar dates, ids as the names of what they point to, or content the kind
 * turns into text itself (sections, guides, tasks). Fields a table does not name read as text.
 */

/** What an id (or a list of ids) of a snapshot points to. */
export const NAME_SOURCES = [
  'user',
  'program',
  'type',
  'vehicle',
  'editorial',
  'classification',
  'team',
  'branch',
] as const;
export type NameSource = (typeof NAME_SOURCES)[number];

/** How one field reads. */
export type FieldReading = 'text' | 'duration' | 'yesNo' | 'date' | 'time' | 'content' | NameSource;

/** A kind's readings by field name (top-level snapshot fields). */
export type FieldReadings = Readonly<Record<string, FieldReading>>;

/** Whether a reading names what ids point to. */
export function isNameReading(reading: FieldReading): reading is NameSource {
  return (NAME_SOURCES as readonly string[]).includes(reading);
}

/**
 * The reading of a field by its dotted path: the path itself, else its top-level field (a
 * nested value of a named field reads like it), else text.
 */
export function readingOf(readings: FieldReadings, field: string): FieldReading {
  return readings[field] ?? readings[field.split('.')[0] ?? field] ?? 'text';
}

/** Whether a change of this reading shows word by word (texts) rather than before → after. */
export function readsByWords(reading: FieldReading): boolean {
  return reading === 'text' || reading === 'content';
}

/** A run of a word diff: text kept, removed from the before or added in the after. */
export interface WordPart {
  change: 'same' | 'removed' | 'added';
  text: string;
}

/** Past this many word pairs the middle of two texts shows as removed then added (bounded work). */
const WORD_DIFF_LIMIT = 4_000_000;

/** Words and the spaces between them, so the parts join back into the texts exactly. */
function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token !== '');
}

function push(parts: WordPart[], change: WordPart['change'], text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.change === change) last.text += text;
  else parts.push({ change, text });
}

/** The middle of two texts, diffed by the longest common run of tokens. */
function middle(before: string[], after: string[], parts: WordPart[]): void {
  if (before.length * after.length > WORD_DIFF_LIMIT) {
    if (before.length > 0) push(parts, 'removed', before.join(''));
    if (after.length > 0) push(parts, 'added', after.join(''));
    return;
  }
  // lengths[i][j]: the longest common subsequence of before[i..] and after[j..].
  const width = after.length + 1;
  const lengths = new Uint32Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      push(parts, 'same', before[i++]!);
      j++;
    } else if (
      j >= after.length ||
      (i < before.length && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)
    ) {
      push(parts, 'removed', before[i++]!);
    } else {
      push(parts, 'added', after[j++]!);
    }
  }
}

/** The word-level difference of two texts: joined, the same and removed parts give `before`, the same and added ones `after`. */
export function wordDiff(before: string, after: string): WordPart[] {
  const from = tokens(before);
  const to = tokens(after);
  let start = 0;
  while (start < from.length && start < to.length && from[start] === to[start]) start++;
  let end = 0;
  while (
    end < from.length - start &&
    end < to.length - start &&
    from[from.length - 1 - end] === to[to.length - 1 - end]
  ) {
    end++;
  }
  const parts: WordPart[] = [];
  if (start > 0) push(parts, 'same', from.slice(0, start).join(''));
  middle(from.slice(start, from.length - end), to.slice(start, to.length - end), parts);
  if (end > 0) push(parts, 'same', from.slice(from.length - end).join(''));
  return parts;
}
