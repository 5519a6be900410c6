import {
  TEMPLATE_EVENT_ENTITIES,
  TEMPLATE_STORY_PATCH_FIELDS,
  moveTemplateStory,
  ruleViolation,
  type FieldPatch,
  type MoveTemplateStory,
  type RundownTemplate,
  type TemplateStory,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { emit } from '../../platform/realtime/outbox';
import { presentStory } from './rundownTemplates.presenter';
import { rundownTemplatesRepository as repository } from './rundownTemplates.repository';
import {
  change,
  patchValue,
  publishWhole,
  templateOfBlock,
  templateOfStory,
} from './rundownTemplates.shared';
import { notFound } from '../../platform/http/refusals';

/** Use cases of a template's placeholder stories: add, change a field, remove, move. */

/** Adds a blank placeholder story at the end of a block. */
export async function createStory(
  platform: Platform,
  actor: Actor,
  blockId: number,
): Promise<TemplateStory> {
  const templateId = await templateOfBlock(platform, blockId);
  return change(platform, actor, templateId, async ({ tx, template, audience }) => {
    const existing = await repository.storiesOf(tx, [blockId]);
    const row = await repository.insertStory(tx, { blockId, index: existing.length });
    const story = presentStory(row);
    await emit(tx, actor.sessionId, {
      topic: 'block_templates',
      action: 'CREATE',
      entity: TEMPLATE_EVENT_ENTITIES.story,
      id: row.id,
      data: { ...story, templateId },
      version: template.version,
      audience,
    });
    return story;
  });
}

/** Changes one field of a template story (slug, estimatedMs, information). */
export async function patchStory(
  platform: Platform,
  actor: Actor,
  storyId: number,
  patch: FieldPatch,
): Promise<TemplateStory> {
  const current = await repository.findStory(platform.database.db, storyId);
  const old = current ? presentStory(current) : null;
  return applyFieldPatch(patch, old?.[patch.field as keyof TemplateStory] ?? null, async () => {
    if (!current) throw notFound();
    return change(platform, actor, current.templateId, async ({ tx, template, audience }) => {
      const value = patchValue(TEMPLATE_STORY_PATCH_FIELDS, patch);
      const story = presentStory(
        await repository.updateStory(tx, storyId, { [patch.field]: value }),
      );
      await emit(tx, actor.sessionId, {
        topic: 'block_templates',
        action: 'PATCH',
        entity: TEMPLATE_EVENT_ENTITIES.story,
        id: storyId,
        data: {
          id: storyId,
          templateId: current.templateId,
          blockId: story.blockId,
          field: patch.field as keyof TemplateStory,
          value: story[patch.field as keyof TemplateStory],
        },
        version: template.version,
        audience,
      });
      return story;
    });
  });
}

/** Removes a template story and closes the gap in its block. */
export async function removeStory(
  platform: Platform,
  actor: Actor,
  storyId: number,
): Promise<void> {
  const templateId = await templateOfStory(platform, storyId);
  await change(platform, actor, templateId, async ({ tx, template, audience }) => {
    const story = await repository.findStory(tx, storyId);
    if (!story) throw notFound();
    await repository.deleteStory(tx, storyId);
    const rest = await repository.storiesOf(tx, [story.blockId]);
    for (const [index, other] of rest.entries()) {
      if (other.index !== index) await repository.placeStory(tx, other.id, story.blockId, index);
    }
    await emit(tx, actor.sessionId, {
      topic: 'block_templates',
      action: 'DELETE',
      entity: TEMPLATE_EVENT_ENTITIES.story,
      id: storyId,
      data: { id: storyId, templateId, blockId: story.blockId },
      version: template.version,
      audience,
    });
  });
}

/**
 * Moves a story into a block of the same template, before `targetStoryId` (at the end when
 * null). A target block or story of another template is a 422 `rundownTemplate:moveOutside`.
 */
export async function moveStory(
  platform: Platform,
  actor: Actor,
  move: MoveTemplateStory,
): Promise<RundownTemplate> {
  const templateId = await templateOfStory(platform, move.storyId);
  return change(platform, actor, templateId, async (c) => {
    const blocks = await repository.blocksOf(c.tx, templateId);
    const stories = await repository.storiesOf(
      c.tx,
      blocks.map((block) => block.id),
    );
    const target = blocks.find((block) => block.id === move.targetBlockId);
    const targetStory =
      move.targetStoryId === null ? null : stories.find((s) => s.id === move.targetStoryId);
    if (
      !target ||
      targetStory === undefined ||
      (targetStory && targetStory.blockId !== target.id)
    ) {
      throw ruleViolation('rundownTemplate:moveOutside');
    }
    const order = moveTemplateStory(
      blocks.map((block) => ({
        id: block.id,
        storyIds: stories.filter((s) => s.blockId === block.id).map((s) => s.id),
      })),
      move,
    );
    const byId = new Map(stories.map((story) => [story.id, story]));
    for (const [blockId, ids] of order) {
      for (const [index, id] of ids.entries()) {
        const story = byId.get(id)!;
        if (story.blockId !== blockId || story.index !== index) {
          await repository.placeStory(c.tx, id, blockId, index);
        }
      }
    }
    return publishWhole(c, actor);
  });
}
