import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type BranchConfigUpdate } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { branchConfig } from '../../platform/db/schema';

const ROW_ID = 1;
/** Used until an administrator names the branch. */
export const DEFAULT_BRANCH_NAME = 'Newsroom';

/** The only code that reads and writes the branch configuration. */
export const branchRepository = {
  async get(db: Executor): Promise<BranchConfigUpdate> {
    const [row] = await db.select().from(branchConfig).where(eq(branchConfig.id, ROW_ID));
    return row
      ? { locale: row.locale as BranchConfigUpdate['locale'], branchName: row.branchName }
      : { locale: DEFAULT_LOCALE, branchName: DEFAULT_BRANCH_NAME };
  },

  async save(db: Executor, values: BranchConfigUpdate): Promise<void> {
    await db
      .insert(branchConfig)
      .values({ id: ROW_ID, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: branchConfig.id, set: { ...values, updatedAt: new Date() } });
  },
};
