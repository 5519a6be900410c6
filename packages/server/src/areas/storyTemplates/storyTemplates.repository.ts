import { inArray, isNull, or } from 'drizzle-orm';
import { sectionsFromInput, type StoryTemplateInput } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { storyTemplates } from '../../platform/db/schema';
import { recordTable } from '../../platform/records/recordTable';

/** A stored story template. */
export type StoryTemplateRow = typeof storyTemplates.$inferSelect;

/** The columns of an input: its sections go in `content.sections` (absent = unchanged). */
function columnsOf(input: StoryTemplateInput) {
  const { sections, ...fields } = input;
  return sections === undefined
    ? fields
    : { ...fields, content: { sections: sectionsFromInput(sections) } };
}

const records = recordTable(storyTemplates);

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
    return records.list(db, ofPrograms);
  },

  findById: records.find,

  async insert(db: Executor, input: StoryTemplateInput): Promise<StoryTemplateRow> {
    return records.insert(db, { content: { sections: [] }, ...columnsOf(input) });
  },

  /** Updates at the version the caller loaded; no row when it changed meanwhile. */
  async updateAtVersion(
    db: Executor,
    id: number,
    version: number,
    input: StoryTemplateInput,
  ): Promise<StoryTemplateRow[]> {
    return records.updateAtVersion(db, id, version, columnsOf(input));
  },

  setExcluded: records.exclude,
};
