import { LOCALES, type Locale } from '@newsroom/domain';

/** A namespace's messages: nested objects of strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Namespaces, named after the spec's message-key prefixes (`validation:required`). */
export const NAMESPACES = [
  'common',
  'error',
  'validation',
  'login',
  'menu',
  'admin',
  'notification',
  'notice',
  'chat',
  'chatHistory',
  'phrases',
  'print',
  'users',
  'document',
  'unsaved',
  'revision',
  'group',
  'program',
  'files',
  'settings',
  'audit',
  'companyData',
  'type',
  'vehicle',
  'editorial',
  'classification',
  'branch',
  'team',
  'rundown',
  'rundownTemplate',
  'assignment',
  'proposal',
  'production',
  'story',
  'mail',
  'storyEditor',
  'mosPlugin',
  'newsReport',
  'reportage',
  'trash',
  'archive',
  'searchIndex',
  'search',
  'device',
  'media',
  'contact',
  'calendar',
  'credits',
  'scripts',
  'prompter',
  'agency',
  'newsSuggestions',
  'agencyAdmin',
  'posts',
  'reports',
  'rounds',
  'licence',
  'ldap',
  'maps',
  'charts',
  'remote',
  'workspaces',
] as const;
/** One namespace name. */
export type Namespace = (typeof NAMESPACES)[number];

/** Every locale file, bundled: the three languages together are a few kilobytes. */
const files = import.meta.glob<MessageTree>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Messages by locale and namespace, read from `locales/<locale>/<ns>.json`. */
export const resources: Record<Locale, Record<string, MessageTree>> = buildResources();

function buildResources(): Record<Locale, Record<string, MessageTree>> {
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<
    Locale,
    Record<string, MessageTree>
  >;
  for (const [path, messages] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const locale = match?.[1] as Locale | undefined;
    const namespace = match?.[2];
    if (locale && namespace && locale in byLocale) byLocale[locale][namespace] = messages;
  }
  return byLocale;
}
