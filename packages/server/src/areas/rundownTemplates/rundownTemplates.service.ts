import {
  DomainError,
  TEMPLATE_EVENT_ENTITIES,
  TEMPLATE_PATCH_FIELDS,
  templatePage,
  type Audience,
  type FieldPatch,
  type RundownTemplate,
  type RundownTemplateInput,
  type RundownTemplateSummary,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit/audit';
import type { Tx } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { emit } from '../../platform/realtime/outbox';
import { presentSummary } from './rundownTemplates.presenter';
import {
  rundownTemplatesRepository as repository,
  type TemplateRow,
} from './rundownTemplates.repository';
import {
  accessibleProgram,
  audienceOf,
  change,
  loadTemplate,
  patchValue,
  publishWhole,
  visibleTemplate,
} from './rundownTemplates.shared';

/** Use cases of whole templates: list, read, create, copy, rename, remove and repaginate. */

/** Name given to the Standby block every template gets. */
export const STANDBY_BLOCK_NAME = 'Stand by';

const duplicateName = () => new DomainError('duplicate', 'error:duplicate', { field: 'name' });

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
