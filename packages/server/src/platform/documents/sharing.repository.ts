import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

/** The ids among `ids` that name no user (a private document is shared only with users). */
export async function unknownUserIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, unique));
  const known = new Set(found.map((r) => r.id));
  return unique.filter((id) => !known.has(id));
}
