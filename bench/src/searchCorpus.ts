/**
 * The search benchmark's generated corpus: Portuguese newsroom documents whose words follow a
 * Zipf-like law over a few thousand words, so that, as in a real archive, a handful of words are
 * in most documents and most words in few. A document has a topic (one or two content words) and
 * a place that come back in several of its sentences; the other words are drawn by rank:
 * function words, content words (built-in list, then the pt_BR words of the web's texts and of
 * the demo data), people (first × family name), places, institutions and numbers. Sentences are
 * not grammatical: only the words' frequencies and co-occurrence matter to the index.
 * Deterministic (seeded), so every run indexes the same text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CONTENT_WORDS,
  FIRST_NAMES,
  FUNCTION_WORDS,
  INSTITUTIONS,
  LAST_NAMES,
  PLACES,
} from './searchVocabulary';

const root = path.join(import.meta.dirname, '..', '..');

/** Lower-case words of 3+ letters of the web's pt_BR texts and of the demo data, in file order. */
function repoWords(): string[] {
  const texts: string[] = [];
  const localeDir = path.join(root, 'packages/web/src/shared/i18n/locales/pt_BR');
  const visit = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node.replace(/\{\{[^}]*\}\}/g, ' '));
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  for (const file of fs.readdirSync(localeDir).sort())
    visit(JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')));
  const demo = fs.readFileSync(path.join(root, 'packages/server/src/demo/demoData.ts'), 'utf8');
  for (const match of demo.matchAll(/'([^'\n]*)'/g)) texts.push(match[1]!);
  return (
    texts
      .join(' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? []
  );
}

/** Content words by rank: the built-in list first (most frequent), then the repository's words. */
export function contentVocabulary(): string[] {
  const functionWords = new Set(FUNCTION_WORDS);
  const words = new Set<string>();
  for (const word of [...CONTENT_WORDS, ...repoWords()])
    if (!functionWords.has(word)) words.add(word);
  return [...words];
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Draws items by rank with probability ∝ 1 / rank^exponent (Zipf). */
function zipf<T>(items: readonly T[], exponent: number, random: () => number): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  items.forEach((_, i) => cumulative.push((sum += 1 / Math.pow(i + 1, exponent))));
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return items[low]!;
  };
}

/** A generated document's words. */
export interface CorpusText {
  title: string;
  body: string;
}

/** A generator of documents (title in upper case, as a slug; body of 2–12 sentences). */
export function corpus(seed: number): { next: () => CorpusText; vocabularySize: number } {
  const random = seededRandom(seed);
  const content = contentVocabulary();
  const functionWord = zipf(FUNCTION_WORDS, 1, random);
  const contentWord = zipf(content, 1, random);
  const topicWord = zipf(content.slice(20), 0.8, random);
  const firstName = zipf(FIRST_NAMES, 1, random);
  const lastName = zipf(LAST_NAMES, 0.8, random);
  const place = zipf(PLACES, 0.9, random);
  const docPlace = zipf(PLACES, 0.6, random);
  const institution = zipf(INSTITUTIONS, 1, random);
  const number = () =>
    random() < 0.3
      ? String(1990 + Math.floor(random() * 37))
      : String(Math.floor(Math.exp(random() * Math.log(5000))));
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  /** A word (or a name of several words) of a sentence, by the share of each class in news text. */
  const token = (): string => {
    const r = random();
    if (r < 0.45) return functionWord();
    if (r < 0.9) return contentWord();
    if (r < 0.94) return `${firstName()} ${lastName()}`;
    if (r < 0.965) return place();
    if (r < 0.98) return institution();
    return number();
  };

  const next = (): CorpusText => {
    const topics = Array.from({ length: between(1, 2) }, topicWord);
    const where = docPlace();
    const sentences = Array.from({ length: between(2, 12) }, () => {
      const words = Array.from({ length: between(6, 18) }, token);
      if (random() < 0.5) words.splice(between(0, words.length), 0, topics[0]!);
      if (topics[1] && random() < 0.3) words.splice(between(0, words.length), 0, topics[1]);
      if (random() < 0.3) words.splice(between(0, words.length), 0, where);
      const sentence = words.join(' ');
      return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
    });
    const titleWords = [...topics, ...Array.from({ length: between(0, 3) }, contentWord)];
    if (random() < 0.7) titleWords.push(random() < 0.5 ? 'em' : 'na', where);
    return { title: titleWords.join(' ').toUpperCase(), body: sentences.join(' ') };
  };
  return { next, vocabularySize: content.length + FUNCTION_WORDS.length };
}
