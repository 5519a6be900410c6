import type { Locale } from '@newsroom/domain';
import { messagesOf, type MessageTree } from '../shared/i18n/resources';

const FILES = import.meta.glob<MessageTree>('../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * Every namespace of a language. The build bundles a namespace with the code that uses it
 * (namespaceTexts.ts); tests render any screen in any language, so they register all at once.
 */
export function allTexts(locale: Locale): Record<string, MessageTree> {
  return messagesOf(
    Object.fromEntries(Object.entries(FILES).filter(([path]) => path.includes(`/${locale}/`))),
  );
}
