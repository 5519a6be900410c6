import type { Locale } from '@newsroom/domain';
import type { MessageTree } from './resources';

/** Every namespace's texts in every language, each file its own chunk. */
const FILES = import.meta.glob<MessageTree>('./locales/*/*.json', { import: 'default' });

/**
 * One namespace's texts in one language, loaded when code that uses the namespace runs in that
 * language (pt_BR's come with that code; they load here only when a use was not seen at build).
 */
export function readNamespace(locale: Locale, namespace: string): Promise<MessageTree> {
  const read = FILES[`./locales/${locale}/${namespace}.json`];
  return read ? read() : Promise.reject(new Error(`no texts ${locale}/${namespace}`));
}
