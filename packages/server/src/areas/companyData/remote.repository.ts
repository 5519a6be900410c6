import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyPerson, CompanyProgram } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { groupMembers, programs, users } from '../../platform/db/schema';

/**
 * Reads of other areas' tables (users, group roles, programs) for the remote company-data
 * bundle only, kept in this one file so the bundle can move onto those areas' repositories
 * without touching anything else.
 */
export const remoteRepository = {
  /** Active users, by name. */
  async activeUsers(db: Executor): Promise<CompanyPerson[]> {
    return db
      .select({ id: users.id, name: users.name, nickname: users.nickname })
      .from(users)
      .where(eq(users.excluded, false))
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  },

  /** Active users holding a role (producer, editor or reporter) in any group, by name. */
  async peopleWithGroupRole(
    db: Executor,
    role: 'producer' | 'editor' | 'reporter',
  ): Promise<CompanyPerson[]> {
    return db
      .selectDistinct({
        id: users.id,
        name: users.name,
        nickname: users.nickname,
        sortName: sql<string>`lower(${users.name})`,
      })
      .from(users)
      .innerJoin(groupMembers, eq(groupMembers.userId, users.id))
      .where(and(eq(users.excluded, false), eq(groupMembers.role, role)))
      .orderBy(sql`lower(${users.name})`, asc(users.id))
      .then((rows) => rows.map(({ id, name, nickname }) => ({ id, name, nickname })));
  },

  /** Every program, by name (disabled ones too: documents still show them). */
  async programs(db: Executor): Promise<CompanyProgram[]> {
    return db
      .select({ id: programs.id, name: programs.name, enabled: programs.enabled })
      .from(programs)
      .orderBy(asc(sql`lower(${programs.name})`), asc(programs.id));
  },
};
