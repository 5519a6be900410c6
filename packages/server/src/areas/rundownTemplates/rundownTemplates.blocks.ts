import {
  blockName,
  TEMPLATE_BLOCK_PATCH_FIELDS,
  TEMPLATE_EVENT_ENTITIES,
  ruleViolation,
  type FieldPatch,
  type TemplateBlock,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { emit } from '../../platform/realtime/outbox';
import { presentBlock } from './rundownTemplates.presenter';
import { rundownTemplatesRepository as repository } from './rundownTemplates.repository';
import { change, patchValue, templateOfBlock } from './rundownTemplates.shared';
import { notFound } from '../../platform/http/refusals';

/** Use cases of a template's blocks: add, change a field, remove. */

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
      name: blockName(actor.locale, regular.length + 1),
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
          field: patch.field as keyof TemplateBlock,
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
