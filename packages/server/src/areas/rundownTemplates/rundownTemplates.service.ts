import {
  DomainError,
  TEMPLATE_BLOCK_PATCH_FIELDS,
  TEMPLATE_EVENT_ENTITIES,
  TEMPLATE_PATCH_FIELDS,
  TEMPLATE_STORY_PATCH_FIELDS,
  moveTemplateStory,
  ruleViolation,
  templatePage,
  type Audience,
  type FieldPatch,
  type MoveTemplateStory,
  type RundownTemplate,
  type RundownTemplateInput,
  type RundownTemplateSummary,
  type TemplateBlock,
  type TemplateStory,
} from '@newsroom/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit/audit';
import type { Executor, Tx } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { emit } from '../../platform/realtime/outbox';
import { rundownTemplatesPolicy as policy } from './rundownTemplates.policy';
import {
  presentBlock,
  presentStory,
  presentSummary,
  presentTemplate,
} from './rundownTemplates.presenter';
import {
  rundownTemplatesRepository as repository,
  type ProgramAccess,
  type TemplateRow,
} from './rundownTemplates.repository';

/** Name given to the Standby block every template gets. */
export const STANDBY_BLOCK_NAME = 'Stand by';

const notFound = () => new DomainError('not_found', 'error:notFound');
const duplicateName = () => new DomainError('duplicate', 'error:duplicate', { field: 'name' });

/** The program, when the actor may see it; a restricted program is a 404 for outsiders. */
export async function accessibleProgram(
  db: Executor,
  actor: Actor,
  programId: number,
): Promise<ProgramAccess> {
  const program = await repository.programAccess(db, programId);
  if (!program || !policy.canSeeProgram(actor, program)) throw notFound();
  return program;
}

/** Who hears of a program's template changes. */
export const audienceOf = (program: ProgramAccess): Audience | null =>
  program.groupIds.length > 0 ? { programGroupIds: [...program.groupIds] } : null;

/** A template with its blocks and stories. */
export async function loadTemplate(db: Executor, row: TemplateRow): Promise<RundownTemplate> {
  const blocks = await repository.blocksOf(db, row.id);
  const stories = await repository.storiesOf(
    db,
    blocks.map((block) => block.id),
  );
  return presentTemplate(row, blocks, stories);
}

/** A visible template, or 404. */
async function visibleTemplate(db: Executor, actor: Actor, id: number): Promise<TemplateRow> {
  const row = await repository.findById(db, id);
  if (!row) throw notFound();
  await accessibleProgram(db, actor, row.programId);
  return row;
}

/** What a change of one template runs with: the bumped template row and its audience. */
interface Change {
  tx: Tx;
  template: TemplateRow;
  audience: Audience | null;
}

/**
 * Runs a change of a template in a transaction: bumps the template's version first (which locks
 * its row, so changes of one template run in turn) and checks the actor may see its program.
 */
async function change<T>(
  platform: Platform,
  actor: Actor,
  templateId: number,
  run: (change: Change) => Promise<T>,
): Promise<T> {
  return platform.database.db.transaction(async (tx) => {
    const template = await repository.touch(tx, templateId);
    if (!template) throw notFound();
    const program = await accessibleProgram(tx, actor, template.programId);
    return run({ tx, template, audience: audienceOf(program) });
  });
}

/** The template a block belongs to (404 when the block does not exist). */
async function templateOfBlock(platform: Platform, blockId: number): Promise<number> {
  const block = await repository.findBlock(platform.database.db, blockId);
  if (!block) throw notFound();
  return block.templateId;
}

/** The template a story belongs to (404 when the story does not exist). */
async function templateOfStory(platform: Platform, storyId: number): Promise<number> {
  const story = await repository.findStory(platform.database.db, storyId);
  if (!story) throw notFound();
  return story.templateId;
}

/** Validates a patch value against the fields a kind of entity accepts (400 otherwise). */
function patchValue<F extends Record<string, z.ZodType>>(fields: F, patch: FieldPatch): unknown {
  const schema = Object.hasOwn(fields, patch.field) ? fields[patch.field as keyof F] : undefined;
  if (!schema) {
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'field', key: 'invalid' }],
    });
  }
  const parsed = schema.safeParse(patch.value);
  if (!parsed.success) {
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'value', key: 'invalid' }],
    });
  }
  return parsed.data;
}

// ---- templates ----------------------------------------------------------------------------

/** Templates of a program the actor may see, by name. */
export async function listTemplates(
  platform: Platform,
  actor: Actor,
  programId: number,
): Promise<RundownTemplateSummary[]> {
  const db = platform.database.db;
  await accessibleProgram(db, actor, programId);
  return (await repository.listByProgram(db, programId)).map(presentSummary);
}

/** A template with its blocks and stories. */
export async function getTemplate(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RundownTemplate> {
  const db = platform.database.db;
  return loadTemplate(db, await visibleTemplate(db, actor, id));
}

/** Inserts a template with only its Standby block, refusing a name the program already uses. */
async function insertTemplate(tx: Tx, input: RundownTemplateInput): Promise<TemplateRow> {
  if (await repository.nameTaken(tx, input.programId, input.name, null)) throw duplicateName();
  return repository.insert(tx, input);
}

async function publishCreated(
  tx: Tx,
  actor: Actor,
  template: RundownTemplate,
  audience: Audience | null,
  copiedFrom: number | null,
): Promise<void> {
  await recordAudit(tx, actor, {
    action: 'CREATE',
    entityType: 'rundown_template',
    entityId: template.id,
    label: template.name,
    details: { programId: template.programId, ...(copiedFrom ? { copiedFrom } : {}) },
  });
  await emit(tx, actor.sessionId, {
    topic: 'rundown_templates',
    action: 'CREATE',
    entity: TEMPLATE_EVENT_ENTITIES.template,
    id: template.id,
    data: template,
    version: template.version,
    audience,
  });
}

/** Creates an empty template: only its Standby block. */
export async function createTemplate(
  platform: Platform,
  actor: Actor,
  input: RundownTemplateInput,
): Promise<RundownTemplate> {
  return platform.database.db.transaction(async (tx) => {
    const program = await accessibleProgram(tx, actor, input.programId);
    const row = await insertTemplate(tx, input);
    await repository.insertBlock(tx, {
      templateId: row.id,
      index: 0,
      name: STANDBY_BLOCK_NAME,
      standBy: true,
    });
    const template = await loadTemplate(tx, row);
    await publishCreated(tx, actor, template, audienceOf(program), null);
    return template;
  });
}

/** Copies a template (blocks, stories, pages) under a new name, possibly for another program. */
export async function copyTemplate(
  platform: Platform,
  actor: Actor,
  sourceId: number,
  input: RundownTemplateInput,
): Promise<RundownTemplate> {
  return platform.database.db.transaction(async (tx) => {
    const source = await visibleTemplate(tx, actor, sourceId);
    const program = await accessibleProgram(tx, actor, input.programId);
    const row = await insertTemplate(tx, input);
    const blocks = await repository.blocksOf(tx, source.id);
    const stories = await repository.storiesOf(
      tx,
      blocks.map((block) => block.id),
    );
    for (const block of blocks) {
      const copy = await repository.insertBlock(tx, {
        templateId: row.id,
        index: block.index,
        name: block.name,
        standBy: block.standBy,
        commercialMs: block.commercialMs,
        breakTime: block.breakTime,
      });
      for (const story of stories.filter((s) => s.blockId === block.id)) {
        await repository.insertStory(tx, {
          blockId: copy.id,
          index: story.index,
          page: story.page,
          slug: story.slug,
          estimatedMs: story.estimatedMs,
          information: story.information,
        });
      }
    }
    const template = await loadTemplate(tx, row);
    await publishCreated(tx, actor, template, audienceOf(program), source.id);
    return template;
  });
}

/** Changes one field of a template (`name`); a refusal carries field, newValue and oldValue. */
export async function patchTemplate(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<RundownTemplate> {
  const current = await repository.findById(platform.database.db, id);
  return applyFieldPatch(patch, current?.[patch.field as keyof TemplateRow] ?? null, () =>
    change(platform, actor, id, async ({ tx, template, audience }) => {
      const name = patchValue(TEMPLATE_PATCH_FIELDS, patch) as string;
      if (await repository.nameTaken(tx, template.programId, name, id)) throw duplicateName();
      await repository.rename(tx, id, name);
      await recordAudit(tx, actor, {
        action: 'UPDATE',
        entityType: 'rundown_template',
        entityId: id,
        label: name,
        details: { name: { before: current?.name, after: name } },
      });
      await emit(tx, actor.sessionId, {
        topic: 'rundown_templates',
        action: 'PATCH',
        entity: TEMPLATE_EVENT_ENTITIES.template,
        id,
        data: { id, field: 'name', value: name },
        version: template.version,
        audience,
      });
      return loadTemplate(tx, { ...template, name });
    }),
  );
}

/** Removes a template (rundowns made from it keep their blocks and stories). */
export async function removeTemplate(platform: Platform, actor: Actor, id: number): Promise<void> {
  await change(platform, actor, id, async ({ tx, template, audience }) => {
    await repository.setExcluded(tx, id);
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: 'rundown_template',
      entityId: id,
      label: template.name,
    });
    await emit(tx, actor.sessionId, {
      topic: 'rundown_templates',
      action: 'DELETE',
      entity: TEMPLATE_EVENT_ENTITIES.template,
      id,
      data: { id, programId: template.programId },
      version: template.version,
      audience,
    });
  });
}

/** Publishes the whole template after a change touching many rows (repaginate, move). */
async function publishWhole(
  { tx, template, audience }: Change,
  actor: Actor,
): Promise<RundownTemplate> {
  const whole = await loadTemplate(tx, template);
  await emit(tx, actor.sessionId, {
    topic: 'rundown_templates',
    action: 'UPDATE',
    entity: TEMPLATE_EVENT_ENTITIES.template,
    id: template.id,
    data: whole,
    version: template.version,
    audience,
  });
  return whole;
}

/** Pages "01".."NN" for every story in running order, the Standby block's last. */
export async function repaginateTemplate(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RundownTemplate> {
  return change(platform, actor, id, async (c) => {
    const blocks = await repository.blocksOf(c.tx, id);
    const stories = await repository.storiesOf(
      c.tx,
      blocks.map((block) => block.id),
    );
    let position = 0;
    for (const block of blocks) {
      for (const story of stories.filter((s) => s.blockId === block.id)) {
        const page = templatePage(position++);
        if (story.page !== page) await repository.setPage(c.tx, story.id, page);
      }
    }
    return publishWhole(c, actor);
  });
}

// ---- blocks -------------------------------------------------------------------------------

/** Adds a block right before the Standby block. */
export async function createBlock(
  platform: Platform,
  actor: Actor,
  templateId: number,
): Promise<TemplateBlock> {
  return change(platform, actor, templateId, async ({ tx, template, audience }) => {
    const blocks = await repository.blocksOf(tx, templateId);
    const regular = blocks.filter((block) => !block.standBy);
    const standby = blocks.filter((block) => block.standBy);
    const row = await repository.insertBlock(tx, {
      templateId,
      index: regular.length,
      name: `Bloco ${regular.length + 1}`,
      standBy: false,
    });
    for (const [offset, block] of standby.entries()) {
      await repository.setBlockIndex(tx, block.id, regular.length + 1 + offset);
    }
    const block = presentBlock(row, []);
    await emit(tx, actor.sessionId, {
      topic: 'block_templates',
      action: 'CREATE',
      entity: TEMPLATE_EVENT_ENTITIES.block,
      id: row.id,
      data: block,
      version: template.version,
      audience,
    });
    return block;
  });
}

/** Changes one field of a block (name, commercialMs, breakTime). */
export async function patchBlock(
  platform: Platform,
  actor: Actor,
  blockId: number,
  patch: FieldPatch,
): Promise<TemplateBlock> {
  const current = await repository.findBlock(platform.database.db, blockId);
  const old = current ? presentBlock(current, []) : null;
  return applyFieldPatch(patch, old?.[patch.field as keyof TemplateBlock] ?? null, async () => {
    if (!current) throw notFound();
    return change(platform, actor, current.templateId, async ({ tx, template, audience }) => {
      const value = patchValue(TEMPLATE_BLOCK_PATCH_FIELDS, patch);
      const row = await repository.updateBlock(tx, blockId, { [patch.field]: value });
      const stories = await repository.storiesOf(tx, [blockId]);
      const block = presentBlock(row, stories);
      await emit(tx, actor.sessionId, {
        topic: 'block_templates',
        action: 'PATCH',
        entity: TEMPLATE_EVENT_ENTITIES.block,
        id: blockId,
        data: {
          id: blockId,
          templateId: template.id,
          field: patch.field,
          value: block[patch.field as keyof TemplateBlock],
        },
        version: template.version,
        audience,
      });
      return block;
    });
  });
}

/** Removes a block and its stories; the Standby block stays (422). */
export async function removeBlock(
  platform: Platform,
  actor: Actor,
  blockId: number,
): Promise<void> {
  const templateId = await templateOfBlock(platform, blockId);
  await change(platform, actor, templateId, async ({ tx, template, audience }) => {
    const blocks = await repository.blocksOf(tx, templateId);
    const block = blocks.find((b) => b.id === blockId);
    if (!block) throw notFound();
    if (block.standBy) throw ruleViolation('rundownTemplate:standbyCannotBeRemoved');
    await repository.deleteBlock(tx, blockId);
    let index = 0;
    for (const other of blocks) {
      if (other.id === blockId) continue;
      if (other.index !== index) await repository.setBlockIndex(tx, other.id, index);
      index++;
    }
    await emit(tx, actor.sessionId, {
      topic: 'block_templates',
      action: 'DELETE',
      entity: TEMPLATE_EVENT_ENTITIES.block,
      id: blockId,
      data: { id: blockId, templateId },
      version: template.version,
      audience,
    });
  });
}

// ---- stories ------------------------------------------------------------------------------

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
          field: patch.field,
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
