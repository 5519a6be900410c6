import type { ConfigProviderProps } from 'antd';

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
/**
 * The namespaces the start-up code itself uses (errors, validation, notifications), bundled with
 * it in pt_BR and in each other language's own chunk. Every other namespace travels with the code
 * that uses it (`namespaceTexts.ts` of the web package); keep `bundles/*.ts` globs in step.
 */
export const STARTUP_NAMESPACES = [
  'common',
  'error',
  'validation',
  'notification',
  'phrases',
  'document',
] as const satisfies readonly (typeof NAMESPACES)[number][];

/** One namespace name. */
export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts: our namespaces and antd's own (pagination, pickers, empty states). */
export interface LocaleBundle {
  messages: Record<string, MessageTree>;
  antd: NonNullable<ConfigProviderProps['locale']>;
}

/** Messages by namespace, from the `locales/<locale>/<ns>.json` files of one language. */
export function messagesOf(files: Record<string, MessageTree>): Record<string, MessageTree> {
  return Object.fromEntries(
    Object.entries(files).map(([path, messages]) => [
      /([^/]+)\.json$/.exec(path)?.[1] ?? path,
      messages,
    ]),
  );
}
