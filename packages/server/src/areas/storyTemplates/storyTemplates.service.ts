import {
  TEMPLATE_EVENT_ENTITIES,
  type Audience,
  type StoryTemplate,
  type StoryTemplateInput,
} from '@newsroom/domain';
import { asc } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor';
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Executor, Tx } from '../../platform/db/client';
import { programGroups, programs } from '../../platform/db/schema';
import type { Platform } from '../../platform/context';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { accessibleProgram, audienceOf } from '../rundownTemplates/rundownTemplates.shared';
import { templateSections } from '../stories/stories.rundown.service';
import { rundownTemplatesPolicy as policy } from '../rundownTemplates/rundownTemplates.policy';
import {
  storyTemplatesRepository as repository,
  type StoryTemplateRow,
} from './storyTemplates.repository';
import { notFound } from '../../platform/http/refusals';

/** Story templates: reusable stories (the opening, the weather) copied into rundowns. */

export function presentStoryTemplate(row: StoryTemplateRow): StoryTemplate {
  return {
    id: row.id,
    name: row.name,
    programId: row.programId,
    slug: row.slug,
    estimatedMs: row.estimatedMs,
    information: row.information,
    sections: templateSections(row.content),
    version: row.version,
  };
}

/** Who hears of a story template: everyone for one of no program, else its program's audience. */
async function audienceFor(
  db: Executor,
  actor: Actor,
  programId: number | null,
): Promise<Audience | null> {
  if (programId === null) return null;
  return audienceOf(await accessibleProgram(db, actor, programId));
}

/** A visible story template, or 404. */
async function visible(db: Executor, actor: Actor, id: number): Promise<StoryTemplateRow> {
  const row = await repository.findById(db, id);
  if (!row) throw notFound();
  if (row.programId !== null) await accessibleProgram(db, actor, row.programId);
  return row;
}

/** Programs the actor may see (ids). */
async function accessibleProgramIds(db: Executor, actor: Actor): Promise<number[]> {
  const rows = await db.select({ id: programs.id }).from(programs).orderBy(asc(programs.id));
  const groups = await db.select().from(programGroups);
  return rows
    .map((row) => ({
      id: row.id,
      groupIds: groups.filter((g) => g.programId === row.id).map((g) => g.groupId),
    }))
    .filter((program) => policy.canSeeProgram(actor, program))
    .map((program) => program.id);
}

/**
 * Story templates the actor may use: with a program, that program's and those of no program;
 * without, those of every program the actor may see and those of no program.
 */
export async function listStoryTemplates(
  platform: Platform,
  actor: Actor,
  programId: number | null,
): Promise<StoryTemplate[]> {
  const db = platform.database.db;
  if (programId !== null) await accessibleProgram(db, actor, programId);
  const ids = programId !== null ? [programId] : await accessibleProgramIds(db, actor);
  return (await repository.list(db, ids)).map(presentStoryTemplate);
}

export async function getStoryTemplate(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<StoryTemplate> {
  return presentStoryTemplate(await visible(platform.database.db, actor, id));
}

async function publish(
  tx: Tx,
  actor: Actor,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  template: StoryTemplate,
  audience: Audience | null,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'story_templates',
    action,
    entity: TEMPLATE_EVENT_ENTITIES.storyTemplate,
    id: template.id,
    data: action === 'DELETE' ? { id: template.id, programId: template.programId } : template,
    version: template.version,
    audience,
  });
}

export async function createStoryTemplate(
  platform: Platform,
  actor: Actor,
  input: StoryTemplateInput,
): Promise<StoryTemplate> {
  return platform.database.db.transaction(async (tx) => {
    const audience = await audienceFor(tx, actor, input.programId);
    const template = presentStoryTemplate(await repository.insert(tx, input));
    await recordAudit(tx, actor, {
      action: 'CREATE',
      entityType: 'story_template',
      entityId: template.id,
      label: template.name,
      details: { values: input },
    });
    await publish(tx, actor, 'CREATE', template, audience);
    return template;
  });
}

/** Changes a story template at the version the caller loaded (409 stale_version otherwise). */
export async function updateStoryTemplate(
  platform: Platform,
  actor: Actor,
  id: number,
  input: StoryTemplateInput,
  version: number,
): Promise<StoryTemplate> {
  return platform.database.db.transaction(async (tx) => {
    const before = await visible(tx, actor, id);
    const audience = await audienceFor(tx, actor, input.programId);
    const previousAudience = await audienceFor(tx, actor, before.programId);
    const row = await expectUpdated(
      await repository.updateAtVersion(tx, id, version, input),
      async () => {
        const current = await repository.findById(tx, id);
        return current ? presentStoryTemplate(current) : undefined;
      },
    );
    const template = presentStoryTemplate(row);
    const { id: _id, version: _v, ...beforeFields } = presentStoryTemplate(before);
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'story_template',
      entityId: id,
      label: template.name,
      details: changedFields(beforeFields, input),
    });
    await publish(tx, actor, 'UPDATE', template, audience);
    if (before.programId !== template.programId && before.programId !== null) {
      // Whoever saw it under its former program drops it.
      await publish(
        tx,
        actor,
        'DELETE',
        { ...template, programId: before.programId },
        previousAudience,
      );
    }
    return template;
  });
}

export async function removeStoryTemplate(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const before = await visible(tx, actor, id);
    const audience = await audienceFor(tx, actor, before.programId);
    const row = await repository.setExcluded(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: 'story_template',
      entityId: id,
      label: row.name,
    });
    await publish(tx, actor, 'DELETE', presentStoryTemplate(row), audience);
  });
}
