import { z } from 'zod';
import {
  branchSchema,
  remoteBranchSchema,
  remoteCheckSchema,
  remoteCopySchema,
  remoteNoticeSchema,
  remoteRundownSummarySchema,
  remoteSummarySchema,
  rundownSchema,
  remoteTokenIssuedSchema,
  remoteTokenSchema,
  type RemoteBranch,
  type RemoteCheck,
  type RemoteCopy,
  type RemoteKind,
  type RemoteNotice,
  type RemoteRundownSummary,
  type RemoteSummary,
  type RemoteToken,
  type RemoteTokenIssued,
  type Rundown,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** The remote branches calls (docs/API.md "Remote branches"). */

export const remoteKeys = {
  all: ['remote'] as const,
  branches: ['remote', 'branches'] as const,
  tokens: ['remote', 'tokens'] as const,
  check: (branchId: number) => ['remote', 'check', branchId] as const,
  list: (branchId: number, kind: string, date: string) =>
    ['remote', 'list', branchId, kind, date] as const,
  document: (branchId: number, kind: RemoteKind, id: number) =>
    ['remote', 'document', branchId, kind, id] as const,
  rundown: (branchId: number, id: number) => ['remote', 'rundown', branchId, id] as const,
  notices: (branchId: number) => ['remote', 'notices', branchId] as const,
};

export function fetchRemoteBranches(): Promise<RemoteBranch[]> {
  return apiRequest('/api/remote/branches', { schema: z.array(remoteBranchSchema) });
}

/** Registers a branch (POST /api/branches) and keeps the token it issued us. */
export async function registerBranch(input: {
  name: string;
  address: string;
  token: string;
}): Promise<RemoteBranch> {
  const branch = await apiRequest('/api/branches', {
    method: 'POST',
    json: { name: input.name, address: input.address },
    schema: branchSchema,
  });
  return storeBranchToken(branch.id, input.token);
}

export function storeBranchToken(branchId: number, token: string): Promise<RemoteBranch> {
  return apiRequest(`/api/remote/branches/${branchId}/token`, {
    method: 'PUT',
    json: { token },
    schema: remoteBranchSchema,
  });
}

export function checkBranch(branchId: number): Promise<RemoteCheck> {
  return apiRequest(`/api/remote/branches/${branchId}/check`, { schema: remoteCheckSchema });
}

export function fetchTokens(): Promise<RemoteToken[]> {
  return apiRequest('/api/remote/tokens', { schema: z.array(remoteTokenSchema) });
}

export function issueToken(name: string): Promise<RemoteTokenIssued> {
  return apiRequest('/api/remote/tokens', {
    method: 'POST',
    json: { name },
    schema: remoteTokenIssuedSchema,
  });
}

export function revokeToken(id: number): Promise<void> {
  return apiRequest(`/api/remote/tokens/${id}`, { method: 'DELETE' });
}

export function fetchRemoteList(
  branchId: number,
  kind: RemoteKind,
  date: string,
): Promise<RemoteSummary[]> {
  return apiRequest(`/api/remote/branches/${branchId}/${kind}`, {
    query: { date },
    schema: z.array(remoteSummarySchema),
  });
}

export function fetchRemoteRundowns(
  branchId: number,
  date: string,
): Promise<RemoteRundownSummary[]> {
  return apiRequest(`/api/remote/branches/${branchId}/rundowns`, {
    query: { date },
    schema: z.array(remoteRundownSummarySchema),
  });
}

/** The branch's newest notices, newest first. */
export function fetchRemoteNotices(branchId: number): Promise<RemoteNotice[]> {
  return apiRequest(`/api/remote/branches/${branchId}/notices`, {
    schema: z.array(remoteNoticeSchema),
  });
}

/**
 * One of the branch's rundowns, read-only. Its own timing and the abilities of its answer are
 * dropped: timing is computed here from the blocks, the abilities are not ours.
 */
export function fetchRemoteRundown(branchId: number, id: number): Promise<Rundown> {
  return apiRequest(`/api/remote/branches/${branchId}/rundowns/${id}`, { schema: rundownSchema });
}

/** One document of the branch as its own API answers it (shown read-only). */
export function fetchRemoteDocument(
  branchId: number,
  kind: RemoteKind,
  id: number,
): Promise<Record<string, unknown>> {
  return apiRequest(`/api/remote/branches/${branchId}/${kind}/${id}`, {
    schema: z.record(z.string(), z.unknown()),
  });
}

export function copyRemoteDocument(
  branchId: number,
  kind: RemoteKind,
  id: number,
): Promise<RemoteCopy> {
  return apiRequest(`/api/remote/branches/${branchId}/${kind}/${id}/copy`, {
    method: 'POST',
    schema: remoteCopySchema,
  });
}
