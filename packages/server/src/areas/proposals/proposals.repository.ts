import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { assignmentProposals, users } from '../../platform/db/schema';

/** The only Drizzle code of assignment proposals ("sugestões de pauta"). */

/** A stored proposal row. */
export type ProposalRow = typeof assignmentProposals.$inferSelect;
/** A proposal with its author's nickname. */
export type ProposalRecord = ProposalRow & { authorNickname: string | null };

function recordSelect(db: Executor) {
  return db
    .select({
      id: assignmentProposals.id,
      slug: assignmentProposals.slug,
      date: assignmentProposals.date,
      proposal: assignmentProposals.proposal,
      information: assignmentProposals.information,
      programsIds: assignmentProposals.programsIds,
      authorId: assignmentProposals.authorId,
      assignmentId: assignmentProposals.assignmentId,
      excluded: assignmentProposals.excluded,
      version: assignmentProposals.version,
      createdAt: assignmentProposals.createdAt,
      updatedAt: assignmentProposals.updatedAt,
      authorNickname: users.nickname,
    })
    .from(assignmentProposals)
    .leftJoin(users, eq(users.id, assignmentProposals.authorId));
}

/** Proposals without programs, or with one open to everyone or to one of the actor's groups. */
function ofVisiblePrograms(actor: Actor): SQL | undefined {
  if (actor.isRoot) return undefined;
  const member =
    actor.groupIds.length > 0
      ? sql` OR EXISTS (SELECT 1 FROM program_groups vg WHERE vg.program_id = pp.pid AND vg.group_id IN (${sql.join(
          actor.groupIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql``;
  return sql`(cardinality(${assignmentProposals.programsIds}) = 0 OR EXISTS (
    SELECT 1 FROM unnest(${assignmentProposals.programsIds}) AS pp(pid)
    WHERE NOT EXISTS (SELECT 1 FROM program_groups og WHERE og.program_id = pp.pid)${member}))`;
}

/** The proposal list's query: a date range, some words, a page. */
export interface ProposalFilter {
  from?: string | undefined;
  to?: string | undefined;
  text?: string | undefined;
  page: number;
  size: number;
}

export const proposalsRepository = {
  async findRecord(db: Executor, id: number): Promise<ProposalRecord | undefined> {
    const [row] = await recordSelect(db).where(eq(assignmentProposals.id, id));
    return row;
  },

  /** Locks the row for the transaction (a conversion and an edit never interleave). */
  async lockRow(tx: Executor, id: number): Promise<void> {
    await tx
      .select({ id: assignmentProposals.id })
      .from(assignmentProposals)
      .where(eq(assignmentProposals.id, id))
      .for('update');
  },

  /** A page of live proposals (date within from..to when given; slug or text contains `text`), newest first. */
  async filter(
    db: Executor,
    actor: Actor,
    query: ProposalFilter,
  ): Promise<{ rows: ProposalRecord[]; total: number }> {
    const pattern = query.text ? containsPattern(query.text) : null;
    const where = and(
      eq(assignmentProposals.excluded, false),
      ofVisiblePrograms(actor),
      query.from ? gte(assignmentProposals.date, query.from) : undefined,
      query.to ? lte(assignmentProposals.date, query.to) : undefined,
      pattern
        ? sql`(immutable_unaccent(${assignmentProposals.slug}) ILIKE immutable_unaccent(${pattern})
              OR immutable_unaccent(${assignmentProposals.proposal}) ILIKE immutable_unaccent(${pattern}))`
        : undefined,
    );
    const [total] = await db.select({ n: count() }).from(assignmentProposals).where(where);
    const rows = await recordSelect(db)
      .where(where)
      .orderBy(desc(assignmentProposals.createdAt), desc(assignmentProposals.id))
      .limit(query.size)
      .offset(query.page * query.size);
    return { rows, total: total?.n ?? 0 };
  },

  async insert(tx: Executor, values: typeof assignmentProposals.$inferInsert): Promise<number> {
    const [row] = await tx
      .insert(assignmentProposals)
      .values(values)
      .returning({ id: assignmentProposals.id });
    return row!.id;
  },

  /** Writes over `version` (bumping it); no row back means the stored version differs. */
  async updateAtVersion(
    tx: Executor,
    id: number,
    version: number,
    values: Partial<typeof assignmentProposals.$inferInsert>,
    now: Date,
  ): Promise<{ id: number }[]> {
    return tx
      .update(assignmentProposals)
      .set({ ...values, version: sql`${assignmentProposals.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(assignmentProposals.id, id),
          eq(assignmentProposals.version, version),
          eq(assignmentProposals.excluded, false),
        ),
      )
      .returning({ id: assignmentProposals.id });
  },

  /** Records the assignment made from the proposal (bumping its version). */
  async setAssignment(tx: Executor, id: number, assignmentId: number, now: Date): Promise<void> {
    await tx
      .update(assignmentProposals)
      .set({ assignmentId, version: sql`${assignmentProposals.version} + 1`, updatedAt: now })
      .where(eq(assignmentProposals.id, id));
  },
};
