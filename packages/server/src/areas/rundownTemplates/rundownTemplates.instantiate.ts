import { asc, eq } from 'drizzle-orm';
import { DomainError } from '@newsroom/domain';
import type { Tx } from '../../platform/db/client';
import { blocks, rundowns, stories } from '../../platform/db/schema';
import { rundownTemplatesRepository as repository } from './rundownTemplates.repository';
import { notFound } from '../../platform/http/refusals';

/**
 * Copies a template into a rundown whose only block is its Standby block (a new or emptied
 * rundown): the template's regular blocks go before the Standby block with their name,
 * commercial and break time; their placeholder stories keep slug, planned duration and
 * information, with blank pages and the rundown's program. Stories of the template's Standby
 * block join the rundown's Standby block. The caller owns the transaction, the rundown's
 * version, its log and its events. An unknown or removed template is a 404.
 */
export async function instantiateTemplate(
  tx: Tx,
  templateId: number,
  rundownId: number,
): Promise<void> {
  const template = await repository.findById(tx, templateId);
  if (!template) throw new DomainError('not_found', 'error:notFound', { field: 'templateId' });
  const [rundown] = await tx
    .select({ id: rundowns.id, programId: rundowns.programId })
    .from(rundowns)
    .where(eq(rundowns.id, rundownId));
  if (!rundown) throw notFound();
  const existing = await tx
    .select({ id: blocks.id, index: blocks.index })
    .from(blocks)
    .where(eq(blocks.rundownId, rundownId))
    .orderBy(asc(blocks.index), asc(blocks.id));
  const standby = existing.at(-1);
  if (!standby) throw new Error(`rundown ${rundownId} has no Standby block`);

  const templateBlocks = await repository.blocksOf(tx, templateId);
  const templateStories = await repository.storiesOf(
    tx,
    templateBlocks.map((block) => block.id),
  );
  const regular = templateBlocks.filter((block) => !block.standBy);
  const targetOf = new Map<number, number>();
  let index = standby.index;
  for (const block of regular) {
    const [row] = await tx
      .insert(blocks)
      .values({
        rundownId,
        index: index++,
        name: block.name,
        commercialMs: block.commercialMs,
        breakTime: block.breakTime,
      })
      .returning({ id: blocks.id });
    targetOf.set(block.id, row!.id);
  }
  await tx.update(blocks).set({ index }).where(eq(blocks.id, standby.id));

  const standbyStories = await tx
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.blockId, standby.id));
  const nextIndex = new Map<number, number>([[standby.id, standbyStories.length]]);
  const inRunningOrder = templateBlocks.flatMap((block) =>
    templateStories.filter((story) => story.blockId === block.id),
  );
  const values = inRunningOrder.map((story) => {
    const blockId = targetOf.get(story.blockId) ?? standby.id;
    const at = nextIndex.get(blockId) ?? 0;
    nextIndex.set(blockId, at + 1);
    return {
      blockId,
      index: at,
      page: '',
      slug: story.slug,
      estimatedMs: story.estimatedMs,
      information: story.information,
      programId: rundown.programId,
    };
  });
  if (values.length > 0) await tx.insert(stories).values(values);
}
