import { z } from 'zod';

/**
 * Document workspaces (spec 3 §1 "document-workspace service", §7 "Document workspaces (souv):
 * workspaces, documents, search, credentials, config"): folders of an outside document store
 * reached over WebDAV (Nextcloud, SharePoint, Apache mod_dav...). Each user signs in with their
 * own account of the store; the password is write-only, kept sealed, never answered.
 */

/** Message keys of the workspaces area (namespace `workspaces`), stable once released. */
export const WORKSPACE_KEYS = {
  /** 422: the store did not answer in time or not as WebDAV; details carry `serverMessage`. */
  unreachable: 'workspaces:unreachable',
  /** 422: the store refused the user's credentials (401/403). */
  credentialsRefused: 'workspaces:credentialsRefused',
  /** 422: the user has not given credentials for this workspace yet. */
  credentialsMissing: 'workspaces:credentialsMissing',
  /** 404-like 422: no such folder or document in the store. */
  notFound: 'workspaces:notFound',
  /** 422: the workspace is switched off. */
  disabled: 'workspaces:disabled',
  /** 422: the document is larger than an attachment may be (`count` MB). */
  tooLarge: 'workspaces:tooLarge',
  /** 422: a folder cannot be attached. */
  notADocument: 'workspaces:notADocument',
  /** Check answer: the store took the credentials. */
  credentialsValid: 'workspaces:credentialsValid',
} as const;

/** Bounds of the name search, which walks folders (few stores answer WebDAV SEARCH). */
export const WORKSPACE_SEARCH_LIMITS = {
  /** Folders below the starting one that are still opened. */
  maxDepth: 4,
  /** Folders listed at most by one search. */
  maxFolders: 60,
  /** Matches answered at most. */
  maxResults: 100,
} as const;

/** Largest document copied into the newsroom as an attachment. */
export const WORKSPACE_ATTACHMENT_MAX_BYTES = 50 * 1024 * 1024;

const idSchema = z.number().int().positive();

/** A workspace as the administrator keeps it. */
export const workspaceSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The store's WebDAV address (`https://cloud.example/remote.php/dav/files/`). */
  url: z.string(),
  /** The folder of the store the workspace shows (`/` for all of it). */
  rootPath: z.string(),
  /** Switched off: nobody browses it (the demo's workspace until a real address is given). */
  enabled: z.boolean(),
  version: z.number().int(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** POST /souv/workspaces body; PUT adds `version`. */
export const workspaceInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  url: z.url({ protocol: /^https?$/ }).max(500),
  rootPath: z.string().trim().max(500).default('/'),
  enabled: z.boolean().default(true),
});
export type WorkspaceInput = z.output<typeof workspaceInputSchema>;
export const workspaceUpdateSchema = workspaceInputSchema.extend({
  version: z.number().int().min(1),
});
export type WorkspaceUpdate = z.output<typeof workspaceUpdateSchema>;

/** An enabled workspace as a user sees it (GET /souv/config). */
export const userWorkspaceSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The user gave credentials for it (PUT /souv/workspaces/{id}/credentials). */
  hasCredentials: z.boolean(),
  /** The account name the user gave, to show in the form. */
  username: z.string().nullable(),
});
export type UserWorkspace = z.infer<typeof userWorkspaceSchema>;

/** GET /souv/config: the workspaces a user may browse and the limits the screens show. */
export const workspacesConfigSchema = z.object({
  workspaces: z.array(userWorkspaceSchema),
  attachmentMaxBytes: z.number().int(),
  searchMaxResults: z.number().int(),
});
export type WorkspacesConfig = z.infer<typeof workspacesConfigSchema>;

/** PUT /souv/workspaces/{id}/credentials: the user's own account of the store. */
export const workspaceCredentialsInputSchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(500),
});
export type WorkspaceCredentialsInput = z.output<typeof workspaceCredentialsInputSchema>;

/** How a check of credentials went (spec 3 §8: a valid check shows a success message). */
export const workspaceCheckSchema = z.object({
  ok: z.boolean(),
  /** workspaces:credentialsValid, :credentialsRefused, :unreachable or :notFound. */
  key: z.string(),
});
export type WorkspaceCheck = z.infer<typeof workspaceCheckSchema>;

/** One folder or document of a listing or a search. */
export const workspaceEntrySchema = z.object({
  name: z.string(),
  /** Path inside the workspace (below its root), `/`-separated, starting with `/`. */
  path: z.string(),
  isFolder: z.boolean(),
  /** Bytes; null for folders. */
  size: z.number().int().nullable(),
  /** ISO date-time of the last change, when the store says. */
  modifiedAt: z.string().nullable(),
  /** The media type the store gives, when it does. */
  mimeType: z.string().nullable(),
});
export type WorkspaceEntry = z.infer<typeof workspaceEntrySchema>;

/** GET /souv/workspaces/{id}/documents?path= */
export const workspaceDocumentsQuerySchema = z.object({ path: z.string().max(1000).default('/') });

/** GET /souv/workspaces/{id}/search?q=&path= */
export const workspaceSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  path: z.string().max(1000).default('/'),
});

/** The answer of a search: the matches, and whether the walk stopped at a bound. */
export const workspaceSearchResultSchema = z.object({
  data: z.array(workspaceEntrySchema),
  isTruncated: z.boolean(),
});
export type WorkspaceSearchResult = z.infer<typeof workspaceSearchResultSchema>;
