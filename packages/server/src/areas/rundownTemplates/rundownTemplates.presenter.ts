import type {
  RundownTemplate,
  RundownTemplateSummary,
  TemplateBlock,
  TemplateStory,
} from '@newsroom/domain';
import type {
  TemplateBlockRow,
  TemplateRow,
  TemplateStoryRow,
} from './rundownTemplates.repository';

/** A stored time `HH:mm:ss[.fff]` as `HH:mm:ss`. */
const timeOfDay = (value: string | null): string | null =>
  value === null ? null : value.slice(0, 8);

export function presentStory(row: TemplateStoryRow): TemplateStory {
  return {
    id: row.id,
    blockId: row.blockId,
    index: row.index,
    page: row.page,
    slug: row.slug,
    estimatedMs: row.estimatedMs,
    information: row.information,
  };
}

export function presentBlock(
  row: TemplateBlockRow,
  stories: readonly TemplateStoryRow[],
): TemplateBlock {
  return {
    id: row.id,
    templateId: row.templateId,
    index: row.index,
    name: row.name,
    isStandbyBlock: row.standBy,
    commercialMs: row.commercialMs,
    breakTime: timeOfDay(row.breakTime),
    stories: stories.filter((story) => story.blockId === row.id).map(presentStory),
  };
}

export function presentSummary(row: TemplateRow): RundownTemplateSummary {
  return { id: row.id, name: row.name, programId: row.programId, version: row.version };
}

export function presentTemplate(
  row: TemplateRow,
  blocks: readonly TemplateBlockRow[],
  stories: readonly TemplateStoryRow[],
): RundownTemplate {
  return { ...presentSummary(row), blocks: blocks.map((block) => presentBlock(block, stories)) };
}
