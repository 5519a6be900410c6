import { z } from 'zod';
import { documentDateSchema } from '../assignments/assignment';
import { noticeSchema } from '../notices/notice';

/**
 * Remote branches (spec 3 §7 "remote access to another branch", issue 25): another installation
 * registered by address and a token it issued. This one reads that branch's documents through
 * its served calls (`/api/remote/shared/...`, bearer token, read-only) and may copy one here; the
 * copy keeps its origin. Every call to a branch has a timeout: a branch that does not answer is
 * `remote:unreachable`, never a hang.
 */

/** Message keys of the remote calls (all 422 `rule_violation` unless said). */
export const REMOTE_KEYS = {
  /** The branch did not answer in time, or refused the connection. */
  unreachable: 'remote:unreachable',
  /** The branch refused our token (revoked, wrong); the served side answers 401 with it. */
  tokenRefused: 'remote:tokenRefused',
  /** No token is stored for the branch yet. */
  noToken: 'remote:noToken',
  /** The branch answered, but not as a newsroom's remote API does (another service, another version). */
  badAnswer: 'remote:badAnswer',
  /** Success of a check: the branch answered with our token. */
  reachable: 'remote:reachable',
} as const;

/** The document kinds another branch may read and copy, by their path segment (spec 3 §7). */
export const REMOTE_KINDS = [
  'assignments',
  'news_reports',
  'stories',
  'assignment_proposals',
] as const;
export type RemoteKind = (typeof REMOTE_KINDS)[number];
export const remoteKindSchema = z.enum(REMOTE_KINDS);

/** Shortest and longest token we accept from an administrator. */
export const REMOTE_TOKEN_LIMITS = { min: 20, max: 200 } as const;

/** POST /api/remote/tokens body: whom the token is for. */
export const remoteTokenInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
});

/** A token this installation issued (never the token itself after its creation). */
export const remoteTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type RemoteToken = z.infer<typeof remoteTokenSchema>;

/** The answer of issuing a token: the token, shown this once. */
export const remoteTokenIssuedSchema = z.object({
  token: remoteTokenSchema,
  secret: z.string(),
});
export type RemoteTokenIssued = z.infer<typeof remoteTokenIssuedSchema>;

/** PUT /api/remote/branches/{branchId}/token body: the token that branch issued us. */
export const branchTokenInputSchema = z.object({
  token: z.string().trim().min(REMOTE_TOKEN_LIMITS.min).max(REMOTE_TOKEN_LIMITS.max),
});

/** A registered branch as the remote screens list it. */
export const remoteBranchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  hasToken: z.boolean(),
});
export type RemoteBranch = z.infer<typeof remoteBranchSchema>;

/** GET /api/remote/shared/check: who answers (the served ping). */
export const remotePingSchema = z.object({
  /** The answering installation's branch name (its configuration). */
  branchName: z.string(),
  version: z.string(),
});
export type RemotePing = z.infer<typeof remotePingSchema>;

/** GET /api/remote/branches/{branchId}/check: whether the branch answers with our token. */
export const remoteCheckSchema = z.object({
  ok: z.boolean(),
  /** remote:reachable, or the refusal's key (unreachable, tokenRefused, noToken, badAnswer). */
  key: z.string(),
  ping: remotePingSchema.nullable(),
  elapsedMs: z.number().int(),
});
export type RemoteCheck = z.infer<typeof remoteCheckSchema>;

/** The day a remote list is of. */
export const remoteDayQuerySchema = z.object({ date: documentDateSchema });

/** One document of a remote list: enough to pick it. */
export const remoteSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  date: documentDateSchema.nullable(),
  /** The document's state (assignments, reportages); null for the kinds without one. */
  state: z.string().nullable(),
});
export type RemoteSummary = z.infer<typeof remoteSummarySchema>;

/** A rundown of a remote day: which program, and its id to open it. */
export const remoteRundownSummarySchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  programName: z.string(),
  date: documentDateSchema,
});
export type RemoteRundownSummary = z.infer<typeof remoteRundownSummarySchema>;

/** Most notices served to another branch: its newest (a newsroom posts a few a day). */
export const REMOTE_NOTICES_MAX = 50;

/**
 * A notice of another branch (GET /api/remote/branches/{branchId}/notices): as its readers see it,
 * without the author's id, which is the other installation's.
 */
export const remoteNoticeSchema = noticeSchema.omit({ authorId: true });
export type RemoteNotice = z.infer<typeof remoteNoticeSchema>;

/** Where a copied document came from. */
export const documentOriginSchema = z.object({
  branchId: z.number().int().nullable(),
  branchName: z.string(),
  remoteId: z.number().int(),
  copiedAt: z.string(),
});
export type DocumentOrigin = z.infer<typeof documentOriginSchema>;

/** POST /api/remote/branches/{branchId}/{kind}/{id}/copy answer: the new local document. */
export const remoteCopySchema = z.object({
  kind: remoteKindSchema,
  id: z.number().int(),
  slug: z.string(),
  origin: documentOriginSchema,
});
export type RemoteCopy = z.infer<typeof remoteCopySchema>;
