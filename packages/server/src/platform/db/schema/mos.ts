import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * MOS calls forwarded to the instance that speaks MOS (the MOS leader, see mos.leader.ts): an
 * instance that is not the leader writes the call here and waits for its answer; the leader
 * claims it, runs it over its connections and writes the answer or the failure.
 */
export const mosCalls = pgTable(
  'mos_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What is asked (act, state, statuses, test, search, requestSync, requestObject). */
    kind: text('kind').notNull(),
    input: jsonb('input').notNull(),
    /** When the leader took the call; null while it waits. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the leader wrote the answer or the failure. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: jsonb('answer'),
    /** The error the call ended with ({ code, message, details } or { unreachable }). */
    failure: jsonb('failure'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('mos_calls_waiting_idx')
      .on(t.createdAt)
      .where(sql`claimed_at IS NULL`),
  ],
);
