import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  calendarCategories,
  calendarEvents,
  calendarFavorites,
  calendars,
} from '../../platform/db/schema';

/** The only Drizzle code of calendars, their categories, favourites and events. */

export type CalendarRow = typeof calendars.$inferSelect;
export type CalendarValues = Omit<typeof calendars.$inferInsert, 'id' | 'version'>;
export type CategoryRow = typeof calendarCategories.$inferSelect;
export type CategoryValues = Omit<typeof calendarCategories.$inferInsert, 'id' | 'version'>;
export type EventRow = typeof calendarEvents.$inferSelect;
export type EventValues = Omit<typeof calendarEvents.$inferInsert, 'id' | 'version'>;

const bump = { version: sql`version + 1`, updatedAt: sql`now()` };

export const calendarRepository = {
  async list(db: Executor): Promise<CalendarRow[]> {
    return db.select().from(calendars).orderBy(asc(calendars.name), asc(calendars.id));
  },

  async find(db: Executor, id: number): Promise<CalendarRow | undefined> {
    const [row] = await db.select().from(calendars).where(eq(calendars.id, id));
    return row;
  },

  async findByFeedToken(db: Executor, token: string): Promise<CalendarRow | undefined> {
    const [row] = await db.select().from(calendars).where(eq(calendars.feedToken, token));
    return row;
  },

  async insert(db: Executor, values: CalendarValues): Promise<CalendarRow> {
    const [row] = await db.insert(calendars).values(values).returning();
    return row!;
  },

  /** Updates at the version the caller loaded; no row back = changed or gone. */
  async updateAtVersion(
    db: Executor,
    id: number,
    version: number,
    values: Partial<CalendarValues>,
  ) {
    return db
      .update(calendars)
      .set({ ...values, ...bump })
      .where(and(eq(calendars.id, id), eq(calendars.version, version)))
      .returning();
  },

  async setFeedToken(db: Executor, id: number, token: string | null): Promise<void> {
    await db.update(calendars).set({ feedToken: token }).where(eq(calendars.id, id));
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(calendars).where(eq(calendars.id, id));
  },

  async favoritesOf(db: Executor, userId: number): Promise<Set<number>> {
    const rows = await db
      .select({ calendarId: calendarFavorites.calendarId })
      .from(calendarFavorites)
      .where(eq(calendarFavorites.userId, userId));
    return new Set(rows.map((row) => row.calendarId));
  },

  async setFavorite(db: Executor, userId: number, calendarId: number, favorite: boolean) {
    if (favorite) {
      await db.insert(calendarFavorites).values({ userId, calendarId }).onConflictDoNothing();
    } else {
      await db
        .delete(calendarFavorites)
        .where(
          and(eq(calendarFavorites.userId, userId), eq(calendarFavorites.calendarId, calendarId)),
        );
    }
  },

  categories: {
    async ofCalendars(db: Executor, calendarIds: number[]): Promise<CategoryRow[]> {
      if (calendarIds.length === 0) return [];
      return db
        .select()
        .from(calendarCategories)
        .where(inArray(calendarCategories.calendarId, calendarIds))
        .orderBy(asc(calendarCategories.name), asc(calendarCategories.id));
    },

    async find(db: Executor, id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(calendarCategories).where(eq(calendarCategories.id, id));
      return row;
    },

    async insert(db: Executor, values: CategoryValues): Promise<CategoryRow> {
      const [row] = await db.insert(calendarCategories).values(values).returning();
      return row!;
    },

    async updateAtVersion(
      db: Executor,
      id: number,
      version: number,
      values: Partial<CategoryValues>,
    ) {
      return db
        .update(calendarCategories)
        .set({ ...values, ...bump })
        .where(and(eq(calendarCategories.id, id), eq(calendarCategories.version, version)))
        .returning();
    },

    async delete(db: Executor, id: number): Promise<void> {
      await db.delete(calendarCategories).where(eq(calendarCategories.id, id));
    },

    /** Events filed under the category. */
    async usage(db: Executor, id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(calendarEvents)
        .where(eq(calendarEvents.categoryId, id));
      return row?.n ?? 0;
    },
  },

  events: {
    async ofCalendars(db: Executor, calendarIds: number[]): Promise<EventRow[]> {
      if (calendarIds.length === 0) return [];
      return db
        .select()
        .from(calendarEvents)
        .where(inArray(calendarEvents.calendarId, calendarIds))
        .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id));
    },

    async find(db: Executor, id: number): Promise<EventRow | undefined> {
      const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
      return row;
    },

    /** The event locked for the rest of the transaction (edits of a series never interleave). */
    async findForUpdate(db: Executor, id: number): Promise<EventRow | undefined> {
      const [row] = await db
        .select()
        .from(calendarEvents)
        .where(eq(calendarEvents.id, id))
        .for('update');
      return row;
    },

    async insert(db: Executor, values: EventValues): Promise<EventRow> {
      const [row] = await db.insert(calendarEvents).values(values).returning();
      return row!;
    },

    async updateAtVersion(db: Executor, id: number, version: number, values: Partial<EventValues>) {
      return db
        .update(calendarEvents)
        .set({ ...values, ...bump })
        .where(and(eq(calendarEvents.id, id), eq(calendarEvents.version, version)))
        .returning();
    },

    async delete(db: Executor, id: number): Promise<void> {
      await db.delete(calendarEvents).where(eq(calendarEvents.id, id));
    },
  },
};
