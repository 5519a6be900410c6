import {
  DomainError,
  TEMPLATE_EVENT_ENTITIES,
  type Audience,
  type FieldPatch,
  type RundownTemplate,
} from '@newsroom/domain';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor';
import type { Executor, Tx } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { emit } from '../../platform/realtime/outbox';
import { rundownTemplatesPolicy as policy } from './rundownTemplates.policy';
import { presentTemplate } from './rundownTemplates.presenter';
import {
  rundownTemplatesRepository as repository,
  type ProgramAccess,
  type TemplateRow,
} from './rundownTemplates.repository';
import { notFound } from '../../platform/http/refusals';

/**
 * Helpers every rundown template use case shares (templates, blocks, stories): access checks,
 * the whole template, the change transaction, patch validation and publishing the whole.
 */

/** 404 for a template, block or story that does not exist or the actor may not see. */

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
export async function visibleTemplate(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<TemplateRow> {
  const row = await repository.findById(db, id);
  if (!row) throw notFound();
  await accessibleProgram(db, actor, row.programId);
  return row;
}

/** What a change of one template runs with: the bumped template row and its audience. */
export interface Change {
  tx: Tx;
  template: TemplateRow;
  audience: Audience | null;
}

/**
 * Runs a change of a template in a transaction: bumps the template's version first (which locks
 * its row, so changes of one template run in turn) and checks the actor may see its program.
 */
export async function change<T>(
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
export async function templateOfBlock(platform: Platform, blockId: number): Promise<number> {
  const block = await repository.findBlock(platform.database.db, blockId);
  if (!block) throw notFound();
  return block.templateId;
}

/** The template a story belongs to (404 when the story does not exist). */
export async function templateOfStory(platform: Platform, storyId: number): Promise<number> {
  const story = await repository.findStory(platform.database.db, storyId);
  if (!story) throw notFound();
  return story.templateId;
}

/** Validates a patch value against the fields a kind of entity accepts (400 otherwise). */
export function patchValue<F extends Record<string, z.ZodType>>(
  fields: F,
  patch: FieldPatch,
): unknown {
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

/** Publishes the whole template after a change touching many rows (repaginate, move). */
export async function publishWhole(
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
