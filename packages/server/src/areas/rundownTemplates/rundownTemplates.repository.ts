import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  programGroups,
  programs,
  rundownTemplates,
  templateBlocks,
  templateStories,
} from '../../platform/db/schema';

/** A stored template. */
export type TemplateRow = typeof rundownTemplates.$inferSelect;
/** A stored template block. */
export type TemplateBlockRow = typeof templateBlocks.$inferSelect;
/** A stored template story. */
export type TemplateStoryRow = typeof templateStories.$inferSelect;
/** A program as far as access goes: its id and group restriction. */
export interface ProgramAccess {
  id: number;
  groupIds: number[];
}

/** Changes to a block's fields. */
export type BlockChanges = Partial<Pick<TemplateBlockRow, 'name' | 'commercialMs' | 'breakTime'>>;
/** Changes to a story's fields. */
export type StoryChanges = Partial<Pick<TemplateStoryRow, 'slug' | 'estimatedMs' | 'information'>>;

/** The only code that reads and writes rundown templates, their blocks and their stories. */
export const rundownTemplatesRepository = {
  /** A program and its group restriction, or undefined when there is no such program. */
  async programAccess(db: Executor, programId: number): Promise<ProgramAccess | undefined> {
    const [program] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.id, programId));
    if (!program) return undefined;
    const rows = await db
      .select({ groupId: programGroups.groupId })
      .from(programGroups)
      .where(eq(programGroups.programId, programId))
      .orderBy(asc(programGroups.groupId));
    return { id: program.id, groupIds: rows.map((row) => row.groupId) };
  },

  /** Active templates of a program, by name. */
  async listByProgram(db: Executor, programId: number): Promise<TemplateRow[]> {
    return db
      .select()
      .from(rundownTemplates)
      .where(and(eq(rundownTemplates.programId, programId), eq(rundownTemplates.excluded, false)))
      .orderBy(asc(sql`lower(${rundownTemplates.name})`), asc(rundownTemplates.id));
  },

  /** An active template. */
  async findById(db: Executor, id: number): Promise<TemplateRow | undefined> {
    const [row] = await db
      .select()
      .from(rundownTemplates)
      .where(and(eq(rundownTemplates.id, id), eq(rundownTemplates.excluded, false)));
    return row;
  },

  /** Another active template of the program with this name (case ignored). */
  async nameTaken(
    db: Executor,
    programId: number,
    name: string,
    exceptId: number | null,
  ): Promise<boolean> {
    const rows = await db
      .select({ id: rundownTemplates.id })
      .from(rundownTemplates)
      .where(
        and(
          eq(rundownTemplates.programId, programId),
          eq(rundownTemplates.excluded, false),
          sql`lower(${rundownTemplates.name}) = lower(${name})`,
        ),
      );
    return rows.some((row) => row.id !== exceptId);
  },

  async insert(db: Executor, values: { name: string; programId: number }): Promise<TemplateRow> {
    const [row] = await db.insert(rundownTemplates).values(values).returning();
    return row!;
  },

  /**
   * Bumps an active template's version, locking its row until the transaction ends so that
   * changes to one template run one after the other. Undefined when there is no such template.
   */
  async touch(db: Executor, id: number): Promise<TemplateRow | undefined> {
    const [row] = await db
      .update(rundownTemplates)
      .set({ version: sql`${rundownTemplates.version} + 1`, updatedAt: new Date() })
      .where(and(eq(rundownTemplates.id, id), eq(rundownTemplates.excluded, false)))
      .returning();
    return row;
  },

  async rename(db: Executor, id: number, name: string): Promise<void> {
    await db.update(rundownTemplates).set({ name }).where(eq(rundownTemplates.id, id));
  },

  async setExcluded(db: Executor, id: number): Promise<void> {
    await db.update(rundownTemplates).set({ excluded: true }).where(eq(rundownTemplates.id, id));
  },

  /** Blocks of a template in running order (the Standby block last). */
  async blocksOf(db: Executor, templateId: number): Promise<TemplateBlockRow[]> {
    return db
      .select()
      .from(templateBlocks)
      .where(eq(templateBlocks.templateId, templateId))
      .orderBy(asc(templateBlocks.index), asc(templateBlocks.id));
  },

  /** Stories of the given blocks, in order. */
  async storiesOf(db: Executor, blockIds: readonly number[]): Promise<TemplateStoryRow[]> {
    if (blockIds.length === 0) return [];
    return db
      .select()
      .from(templateStories)
      .where(inArray(templateStories.blockId, [...blockIds]))
      .orderBy(asc(templateStories.index), asc(templateStories.id));
  },

  async findBlock(db: Executor, id: number): Promise<TemplateBlockRow | undefined> {
    const [row] = await db.select().from(templateBlocks).where(eq(templateBlocks.id, id));
    return row;
  },

  async findStory(
    db: Executor,
    id: number,
  ): Promise<(TemplateStoryRow & { templateId: number }) | undefined> {
    const [row] = await db
      .select({ story: templateStories, templateId: templateBlocks.templateId })
      .from(templateStories)
      .innerJoin(templateBlocks, eq(templateBlocks.id, templateStories.blockId))
      .where(eq(templateStories.id, id));
    return row ? { ...row.story, templateId: row.templateId } : undefined;
  },

  async insertBlock(
    db: Executor,
    values: Pick<TemplateBlockRow, 'templateId' | 'index' | 'name' | 'standBy'> &
      Partial<Pick<TemplateBlockRow, 'commercialMs' | 'breakTime'>>,
  ): Promise<TemplateBlockRow> {
    const [row] = await db.insert(templateBlocks).values(values).returning();
    return row!;
  },

  async setBlockIndex(db: Executor, id: number, index: number): Promise<void> {
    await db.update(templateBlocks).set({ index }).where(eq(templateBlocks.id, id));
  },

  async updateBlock(db: Executor, id: number, changes: BlockChanges): Promise<TemplateBlockRow> {
    const [row] = await db
      .update(templateBlocks)
      .set({ ...changes, version: sql`${templateBlocks.version} + 1`, updatedAt: new Date() })
      .where(eq(templateBlocks.id, id))
      .returning();
    return row!;
  },

  async deleteBlock(db: Executor, id: number): Promise<void> {
    await db.delete(templateBlocks).where(eq(templateBlocks.id, id));
  },

  async insertStory(
    db: Executor,
    values: Pick<TemplateStoryRow, 'blockId' | 'index'> &
      Partial<Pick<TemplateStoryRow, 'slug' | 'estimatedMs' | 'information' | 'page'>>,
  ): Promise<TemplateStoryRow> {
    const [row] = await db.insert(templateStories).values(values).returning();
    return row!;
  },

  async updateStory(db: Executor, id: number, changes: StoryChanges): Promise<TemplateStoryRow> {
    const [row] = await db
      .update(templateStories)
      .set({ ...changes, version: sql`${templateStories.version} + 1`, updatedAt: new Date() })
      .where(eq(templateStories.id, id))
      .returning();
    return row!;
  },

  /** Puts a story in a block at a position. */
  async placeStory(db: Executor, id: number, blockId: number, index: number): Promise<void> {
    await db.update(templateStories).set({ blockId, index }).where(eq(templateStories.id, id));
  },

  async setPage(db: Executor, id: number, page: string): Promise<void> {
    await db.update(templateStories).set({ page }).where(eq(templateStories.id, id));
  },

  async deleteStory(db: Executor, id: number): Promise<void> {
    await db.delete(templateStories).where(eq(templateStories.id, id));
  },
};
