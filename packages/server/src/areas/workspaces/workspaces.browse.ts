import {
  foldForMatch,
  pathUnderRoot,
  storePath,
  WORKSPACE_SEARCH_LIMITS,
  type WorkspaceEntry,
  type WorkspaceSearchResult,
} from '@newsroom/domain';
import type { FileStat } from 'webdav';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { StoreClient } from './webdavClient';
import type { WorkspaceRow } from './workspaces.repository';
import { canonicalPath, enabledWorkspace, storeFor, storeRefusal } from './workspaces.service';

/**
 * Browsing a workspace (spec 3 §7 "documents, search") as the actor: the store is asked with
 * the actor's own account, so it shows them what it lets them see.
 *
 * Search walks folders with PROPFIND Depth 1 and matches names: WebDAV SEARCH (RFC 5323) is
 * answered by few stores, and Depth: infinity is often switched off. The walk is breadth-first
 * and bounded (depth, folders listed, matches), so a large store costs a bounded number of calls;
 * the answer says when a bound cut it short.
 */

/** An entry of the store as the workspace shows it; null when it lies outside the root. */
function entryOf(workspace: WorkspaceRow, stat: FileStat): WorkspaceEntry | null {
  const path = pathUnderRoot(workspace.rootPath, stat.filename);
  if (path === null || path === '/') return null;
  const isFolder = stat.type === 'directory';
  const modified = stat.lastmod ? new Date(stat.lastmod) : null;
  return {
    name: stat.basename,
    path,
    isFolder,
    size: isFolder ? null : stat.size,
    modifiedAt: modified && !Number.isNaN(modified.getTime()) ? modified.toISOString() : null,
    mimeType: isFolder ? null : (stat.mime ?? null),
  };
}

/** Folders first, then by name as the newsroom reads (accents folded). */
const byFolderThenName = (a: WorkspaceEntry, b: WorkspaceEntry): number =>
  Number(b.isFolder) - Number(a.isFolder) || a.name.localeCompare(b.name, 'pt-BR');

async function listFolder(
  store: StoreClient,
  workspace: WorkspaceRow,
  path: string,
): Promise<WorkspaceEntry[]> {
  const stats = await store.list(storePath(workspace.rootPath, path));
  return stats
    .map((stat) => entryOf(workspace, stat))
    .filter((entry): entry is WorkspaceEntry => entry !== null && entry.path !== path);
}

/** GET /souv/workspaces/{id}/documents?path= : a folder's folders and documents. */
export async function listDocuments(
  platform: Platform,
  actor: Actor,
  id: number,
  rawPath: string,
): Promise<WorkspaceEntry[]> {
  const path = canonicalPath(rawPath, 'path');
  const workspace = await enabledWorkspace(platform, id);
  const store = await storeFor(platform, actor, workspace);
  try {
    return (await listFolder(store, workspace, path)).sort(byFolderThenName);
  } catch (error) {
    throw storeRefusal(error);
  }
}

/** GET /souv/workspaces/{id}/search?q=&path= : names containing `q` below `path`, bounded. */
export async function searchDocuments(
  platform: Platform,
  actor: Actor,
  id: number,
  query: { q: string; path: string },
): Promise<WorkspaceSearchResult> {
  const start = canonicalPath(query.path, 'path');
  const workspace = await enabledWorkspace(platform, id);
  const store = await storeFor(platform, actor, workspace);
  const wanted = foldForMatch(query.q);
  const limits = WORKSPACE_SEARCH_LIMITS;
  const matches: WorkspaceEntry[] = [];
  const queue = [{ path: start, depth: 0 }];
  let listed = 0;
  let isTruncated = false;
  try {
    while (queue.length > 0) {
      if (listed === limits.maxFolders || matches.length >= limits.maxResults) {
        isTruncated = true;
        break;
      }
      const folder = queue.shift()!;
      listed++;
      for (const entry of await listFolder(store, workspace, folder.path)) {
        if (foldForMatch(entry.name).includes(wanted)) matches.push(entry);
        if (!entry.isFolder) continue;
        if (folder.depth < limits.maxDepth)
          queue.push({ path: entry.path, depth: folder.depth + 1 });
        else isTruncated = true;
      }
    }
  } catch (error) {
    throw storeRefusal(error);
  }
  return {
    data: matches.slice(0, limits.maxResults).sort(byFolderThenName),
    isTruncated,
  };
}
