import { DomainError } from '@newsroom/domain';
import { notFound } from '../../platform/http/refusals';

/**
 * Optimistic concurrency for every editable document. An update runs as
 * `UPDATE … SET version = version + 1 WHERE id = ? AND version = ?`; when no row comes back
 * the document changed (or was removed) since the caller loaded it.
 */
export async function expectUpdated<T>(
  rows: T[],
  loadCurrent: () => Promise<unknown | undefined>,
): Promise<T> {
  const [row] = rows;
  if (row !== undefined) return row;
  const current = await loadCurrent();
  if (current === undefined) throw notFound();
  throw new DomainError('stale_version', 'error:staleVersion', { current });
}
