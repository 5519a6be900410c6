import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { sectionsFromInput, type StoryTemplateInput } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { storyTemplates } from '../../platform/db/schema';

/** A stored story template. */
export type StoryTemplateRow = typeof storyTemplates.$inferSelect;

/** The columns of an input: its sections go in `content.sections` (absent = unchanged). */
function columnsOf(input: StoryTemplateInput) {
  const { sections, ...fields } = input;
  return sections === undefined
    ? fields
    : { ...fields, content: { sections: sectionsFromInput(sections) } };
}

const byName = [asc(sql`lower(${storyTemplates.name})`), asc(storyTemplates.id)];

/** The only code that reads and writes story templates. */
export const storyTemplatesRepository = {
  /** Active story templates of the given programs and those of no program, by name. */
  async list(db: Executor, programIds: readonly number[] | 'all'): Promise<StoryTemplateRow[]> {
    const ofPrograms =
      programIds === 'all'
        ? undefined
        : or(
            isNull(storyTemplates.programId),
            programIds.length > 0 ? inArray(storyTemplates.programId, [...programIds]) : undefined,
          );
    return db
      .select()
      .from(storyTemplates)
      .where(and(eq(storyTemplates.excluded, false), ofPrograms))
      .orderBy(...byName);
  },

  async findById(db: Executor, id: number): Promise<StoryTemplateRow | undefined> {
    const [row] = await db
      .select()
      .from(storyTemplates)
      .where(and(eq(storyTemplates.id, id), eq(storyTemplates.excluded, false)));
    return row;
  },

  async insert(db: Executor, input: StoryTemplateInput): Promise<StoryTemplateRow> {
    const [row] = await db
      .insert(storyTemplates)
      .values({ content: { sections: [] }, ...columnsOf(input) })
      .returning();
    return row!;
  },

  /** Updates at the version the caller loaded; no row when it changed meanwhile. */
  async updateAtVersion(
    db: Executor,
    id: number,
    version: number,
    input: StoryTemplateInput,
  ): Promise<StoryTemplateRow[]> {
    return db
      .update(storyTemplates)
      .set({
        ...columnsOf(input),
        version: sql`${storyTemplates.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(storyTemplates.id, id),
          eq(storyTemplates.version, version),
          eq(storyTemplates.excluded, false),
        ),
      )
      .returning();
  },

  async setExcluded(db: Executor, id: number): Promise<StoryTemplateRow | undefined> {
    const [row] = await db
      .update(storyTemplates)
      .set({ excluded: true, version: sql`${storyTemplates.version} + 1` })
      .where(and(eq(storyTemplates.id, id), eq(storyTemplates.excluded, false)))
      .returning();
    return row;
  },
};
