import { z } from 'zod';
import {
  documentAttachmentSchema,
  workspaceCheckSchema,
  workspaceEntrySchema,
  workspaceSchema,
  workspaceSearchResultSchema,
  workspacesConfigSchema,
  type DocumentAttachment,
  type Workspace,
  type WorkspaceCheck,
  type WorkspaceCredentialsInput,
  type WorkspaceEntry,
  type WorkspaceInput,
  type WorkspaceSearchResult,
  type WorkspacesConfig,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Document workspaces (docs/API.md "Document workspaces"): admin list, credentials, browsing, attachments. */

/** Cache keys. */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: ['workspaces', 'list'] as const,
  config: ['workspaces', 'config'] as const,
  folder: (id: number, path: string) => ['workspaces', 'folder', id, path] as const,
  search: (id: number, q: string) => ['workspaces', 'search', id, q] as const,
  attachments: (kindPath: string, id: number) => ['attachments', kindPath, id] as const,
};

export const fetchWorkspaces = (): Promise<Workspace[]> =>
  apiRequest('/api/souv/workspaces', { schema: z.array(workspaceSchema) });

export const saveWorkspace = (
  id: number | null,
  input: WorkspaceInput,
  version: number,
): Promise<Workspace> =>
  id === null
    ? apiRequest('/api/souv/workspaces', { method: 'POST', json: input, schema: workspaceSchema })
    : apiRequest(`/api/souv/workspaces/${id}`, {
        method: 'PUT',
        json: { ...input, version },
        schema: workspaceSchema,
      });

export const deleteWorkspace = (id: number): Promise<void> =>
  apiRequest(`/api/souv/workspaces/${id}`, { method: 'DELETE' });

export const fetchWorkspacesConfig = (): Promise<WorkspacesConfig> =>
  apiRequest('/api/souv/config', { schema: workspacesConfigSchema });

/** PUT the caller's own account of a workspace; answers how the store took it. */
export const saveCredentials = (
  id: number,
  input: WorkspaceCredentialsInput,
): Promise<WorkspaceCheck> =>
  apiRequest(`/api/souv/workspaces/${id}/credentials`, {
    method: 'PUT',
    json: input,
    schema: workspaceCheckSchema,
  });

export const fetchFolder = (id: number, path: string): Promise<WorkspaceEntry[]> =>
  apiRequest(`/api/souv/workspaces/${id}/documents`, {
    query: { path },
    schema: z.array(workspaceEntrySchema),
  });

export const searchWorkspace = (id: number, q: string): Promise<WorkspaceSearchResult> =>
  apiRequest(`/api/souv/workspaces/${id}/search`, {
    query: { q },
    schema: workspaceSearchResultSchema,
  });

/** GET /api/<kind>/{id}/attachments (`kindPath`: `/assignments`, `/stories`, `/news_reports`). */
export const fetchAttachments = (kindPath: string, id: number): Promise<DocumentAttachment[]> =>
  apiRequest(`/api${kindPath}/${id}/attachments`, { schema: z.array(documentAttachmentSchema) });

export const attachFromWorkspace = (
  kindPath: string,
  id: number,
  body: { workspaceId: number; path: string },
): Promise<DocumentAttachment> =>
  apiRequest(`/api${kindPath}/${id}/attachments/from_workspace`, {
    method: 'POST',
    json: body,
    schema: documentAttachmentSchema,
  });

/** DELETE /api/<kind>/{id}/attachments/{attachmentId}: detaches the file; the newsroom's copy goes too. */
export const detachAttachment = (
  kindPath: string,
  id: number,
  attachmentId: number,
): Promise<void> =>
  apiRequest(`/api${kindPath}/${id}/attachments/${attachmentId}`, { method: 'DELETE' });
