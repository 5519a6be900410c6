import { z } from 'zod';

/**
 * Directory sync (spec 3 §1, §3 "Directory-sync config and a sync state (isSyncing)", §7 "LDAP:
 * config, filter, sync, sync_state"): one LDAP or Active Directory server whose users become the
 * newsroom's "AD users". The bind password is write-only: stored encrypted, never answered.
 */

/** Message keys of the directory area (namespace `ldap`), stable once released. */
export const LDAP_KEYS = {
  /** 409: a sync is already running (spec 3 §4). */
  syncInProgress: 'ldap:syncInProgress',
  /** 422: the directory is switched off (or has no address). */
  disabled: 'ldap:disabled',
  /** 422: the directory refused the bind DN and password. */
  bindRejected: 'ldap:bindRejected',
  /** 422: the directory did not answer (address, port, TLS); details carry `serverMessage`. */
  unreachable: 'ldap:unreachable',
  /** 422: the directory refused the search (base DN, filter); details carry `serverMessage`. */
  searchFailed: 'ldap:searchFailed',
  /** 422: the directory listed nobody while directory users exist; nothing was changed. */
  listedNobody: 'ldap:listedNobody',
  /** 422: a directory user changes their password in the directory, not here. */
  passwordInDirectory: 'ldap:passwordInDirectory',
} as const;

/** How the connection is protected. */
export const LDAP_SECURITY = ['none', 'ldaps', 'startTls'] as const;
export type LdapSecurity = (typeof LDAP_SECURITY)[number];

/** Longest scheduled interval: one week. */
export const SYNC_INTERVAL_MAX_MINUTES = 7 * 24 * 60;
/** Directory groups that may be mapped. */
export const GROUP_MAPPINGS_MAX = 200;
/** Entries a filter preview answers at most. */
export const FILTER_PREVIEW_MAX = 50;

const attributeName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/);

/** Which entry attribute gives each user field. */
export const attributeMapSchema = z.object({
  /** The login name (OpenLDAP `uid`, Active Directory `sAMAccountName`). */
  nickname: attributeName,
  /** Full name (`cn`, `displayName`). */
  name: attributeName,
  /** E-mail address (`mail`). */
  email: attributeName,
  /** Groups the entry belongs to, as DNs (`memberOf`). */
  groups: attributeName,
  /** A value that never changes for the entry (`entryUUID`, `objectGUID`): renames keep the user. */
  uniqueId: attributeName,
});
export type AttributeMap = z.infer<typeof attributeMapSchema>;

/** A directory group whose members join one of the newsroom's groups. */
export const groupMappingSchema = z.object({
  /** The group's DN, or just its name (the first RDN's value, e.g. `cn=Reporters,…` → `Reporters`). */
  directoryGroup: z.string().trim().min(1).max(500),
  /** The newsroom group. */
  groupId: z.number().int().positive(),
});
export type GroupMapping = z.infer<typeof groupMappingSchema>;

/** The fields an administrator edits. */
export const directoryConfigShape = {
  /** Switched off: no sync, and directory users cannot log in. */
  enabled: z.boolean(),
  /** `ldap://host:389` or `ldaps://host:636` ('' = not set). */
  url: z.union([z.literal(''), z.url({ protocol: /^ldaps?$/ }).max(500)]),
  /** `ldaps` needs an ldaps:// address; `startTls` an ldap:// one. */
  security: z.enum(LDAP_SECURITY),
  /** Refuse a server certificate the system does not trust (off only for self-signed tests). */
  verifyCertificate: z.boolean(),
  /** The service account that reads the directory ('' = anonymous). */
  bindDn: z.string().trim().max(500),
  /** Where users are searched (subtree). */
  baseDn: z.string().trim().max(500),
  /** Which entries are users, e.g. `(objectClass=inetOrgPerson)`. */
  userFilter: z.string().trim().min(3).max(1000).startsWith('(').endsWith(')'),
  attributes: attributeMapSchema,
  groupMappings: z.array(groupMappingSchema).max(GROUP_MAPPINGS_MAX),
  /** Minutes between scheduled syncs; 0 = only by hand. */
  syncIntervalMinutes: z.number().int().min(0).max(SYNC_INTERVAL_MAX_MINUTES),
};

const securityMatchesUrl = (config: { url: string; security: LdapSecurity }) =>
  config.url === '' || (config.security === 'ldaps') === config.url.startsWith('ldaps:');

/** The configuration as read: the password never, only whether one is stored. */
export const directoryConfigSchema = z.object({
  ...directoryConfigShape,
  hasPassword: z.boolean(),
  /** 0 = never saved. */
  version: z.number().int().min(0),
});
export type DirectoryConfig = z.infer<typeof directoryConfigSchema>;

/** PUT /ldap/config: `password` absent = unchanged, null = removed, text = replaced. */
export const directoryConfigUpdateSchema = z
  .object({
    ...directoryConfigShape,
    password: z.string().min(1).max(500).nullish(),
    version: z.number().int().min(0),
  })
  .refine(securityMatchesUrl, { message: 'invalid', path: ['security'] })
  .refine((config) => !config.enabled || config.url !== '', {
    message: 'required',
    path: ['url'],
  });
export type DirectoryConfigUpdate = z.infer<typeof directoryConfigUpdateSchema>;

/** Values of a configuration never saved (OpenLDAP names; Active Directory differs). */
export const DIRECTORY_DEFAULTS = {
  enabled: false,
  url: '',
  security: 'none',
  verifyCertificate: true,
  bindDn: '',
  baseDn: '',
  userFilter: '(objectClass=inetOrgPerson)',
  attributes: {
    nickname: 'uid',
    name: 'cn',
    email: 'mail',
    groups: 'memberOf',
    uniqueId: 'entryUUID',
  },
  groupMappings: [],
  syncIntervalMinutes: 0,
} as const satisfies z.input<z.ZodObject<typeof directoryConfigShape>>;

/** POST /ldap/test answer: whether the service account could bind and read the base DN. */
export const directoryTestSchema = z.object({
  ok: z.boolean(),
  /** ldap:connectionOk, or the refusal's key. */
  key: z.string(),
  /** The server's own words on failure. */
  serverMessage: z.string(),
});
export type DirectoryTest = z.infer<typeof directoryTestSchema>;

/** What a sync would make of one entry (filter preview and sync problems). */
export const directoryPersonSchema = z.object({
  dn: z.string(),
  nickname: z.string(),
  name: z.string(),
  email: z.string(),
  /** Newsroom group ids the entry's directory groups map to. */
  groupIds: z.array(z.number().int()),
});
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;

/** An entry the sync leaves aside, and why (a `ldap:entry.*` key). */
export const entryProblemSchema = z.object({
  dn: z.string(),
  key: z.string(),
});
export type EntryProblem = z.infer<typeof entryProblemSchema>;

/** POST /ldap/filter answer: who would come, first {@link FILTER_PREVIEW_MAX}. */
export const filterPreviewSchema = z.object({
  /** Entries the filter matched. */
  total: z.number().int(),
  people: z.array(directoryPersonSchema),
  problems: z.array(entryProblemSchema),
});
export type FilterPreview = z.infer<typeof filterPreviewSchema>;

/** What the last sync did. */
export const syncResultSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  /** `manual` (by an administrator) or `scheduled`. */
  trigger: z.enum(['manual', 'scheduled']),
  ok: z.boolean(),
  /** On failure, the refusal's key (ldap:unreachable…) and the server's words. */
  errorKey: z.string().nullable(),
  serverMessage: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  disabled: z.number().int(),
  unchanged: z.number().int(),
  /** Entries left aside (first 100). */
  problems: z.array(entryProblemSchema),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

/** GET /ldap/sync_state, and what the `ldap` topic carries while a sync runs. */
export const syncStateSchema = z.object({
  isSyncing: z.boolean(),
  /** Entries handled so far of `total` (both 0 before the directory answered). */
  done: z.number().int(),
  total: z.number().int(),
  startedAt: z.string().nullable(),
  /** When the next scheduled sync is due; null when none is scheduled. */
  nextSyncAt: z.string().nullable(),
  lastResult: syncResultSchema.nullable(),
});
export type SyncState = z.infer<typeof syncStateSchema>;
