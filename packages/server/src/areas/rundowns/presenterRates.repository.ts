import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  blocks,
  presenterReadRates,
  programPeople,
  stories,
  users,
} from '../../platform/db/schema';

/** A stored presenter rate row. */
export type PresenterRateRow = typeof presenterReadRates.$inferSelect;

/** What a measured show writes as a presenter's suggestion. */
export interface SuggestionValues {
  wpm: number;
  words: number;
  seconds: number;
  stories: number;
  rundownId: number;
  at: Date;
}

/** Presenter read rates (issue 26): who presents, their rates and the suggestions waiting. */
export const presenterRatesRepository = {
  /**
   * Presenters: active people with the presenter function in a program, and anyone who already
   * has a rate row; with that row when there is one. By name.
   */
  async list(
    db: Executor,
  ): Promise<{ userId: number; name: string; rate: PresenterRateRow | null }[]> {
    const rows = await db
      .select({ userId: users.id, name: users.name, rate: presenterReadRates })
      .from(users)
      .leftJoin(presenterReadRates, eq(presenterReadRates.userId, users.id))
      .where(
        and(
          eq(users.excluded, false),
          or(
            isNotNull(presenterReadRates.userId),
            sql`exists (select 1 from ${programPeople} pp where pp.user_id = ${users.id} and pp.role = 'presenter')`,
          ),
        ),
      )
      .orderBy(users.name, users.id);
    return rows;
  },

  /** Whether an active user of that id exists. */
  async userExists(db: Executor, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.excluded, false)));
    return row !== undefined;
  },

  async find(db: Executor, userId: number): Promise<PresenterRateRow | undefined> {
    const [row] = await db
      .select()
      .from(presenterReadRates)
      .where(eq(presenterReadRates.userId, userId));
    return row;
  },

  /** Sets (or clears, with null) a presenter's own rate; `clearSuggestion` after accepting it. */
  async setRate(
    db: Executor,
    userId: number,
    wpm: number | null,
    clearSuggestion: boolean,
  ): Promise<void> {
    const suggestion = clearSuggestion
      ? {
          suggestedWpm: null,
          suggestedWords: null,
          suggestedSeconds: null,
          suggestedStories: null,
          suggestedRundownId: null,
          suggestedAt: null,
        }
      : {};
    await db
      .insert(presenterReadRates)
      .values({ userId, wpm, ...suggestion })
      .onConflictDoUpdate({
        target: presenterReadRates.userId,
        set: {
          wpm,
          ...suggestion,
          version: sql`${presenterReadRates.version} + 1`,
          updatedAt: sql`now()`,
        },
      });
  },

  /** Records the suggestion a show measured for a presenter (the newer show replaces it). */
  async suggest(db: Executor, userId: number, values: SuggestionValues): Promise<void> {
    const suggestion = {
      suggestedWpm: values.wpm,
      suggestedWords: values.words,
      suggestedSeconds: values.seconds,
      suggestedStories: values.stories,
      suggestedRundownId: values.rundownId,
      suggestedAt: values.at,
    };
    await db
      .insert(presenterReadRates)
      .values({ userId, ...suggestion })
      .onConflictDoUpdate({
        target: presenterReadRates.userId,
        set: {
          ...suggestion,
          version: sql`${presenterReadRates.version} + 1`,
          updatedAt: sql`now()`,
        },
      });
  },

  /** The stories of a rundown that aired (played and stopped), with their sections. */
  async airedStories(
    db: Executor,
    rundownId: number,
  ): Promise<{ sections: unknown; playTime: Date; stopTime: Date }[]> {
    const blockIds = db
      .select({ id: blocks.id })
      .from(blocks)
      .where(eq(blocks.rundownId, rundownId));
    const rows = await db
      .select({
        sections: stories.sections,
        playTime: stories.playTime,
        stopTime: stories.stopTime,
      })
      .from(stories)
      .where(
        and(
          inArray(stories.blockId, blockIds),
          eq(stories.excluded, false),
          isNotNull(stories.playTime),
          isNotNull(stories.stopTime),
        ),
      );
    return rows.flatMap((row) =>
      row.playTime && row.stopTime
        ? [{ sections: row.sections, playTime: row.playTime, stopTime: row.stopTime }]
        : [],
    );
  },
};
