import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Tx } from '../platform/db/client';
import { blocks, presenterReadRates, programs, rundowns, stories } from '../platform/db/schema';
import { demoUserIds, type DemoSeedContext } from './groupsDemo';

/** `HH:mm:ss` plus minutes (within the day, as the demo shows are). */
function later(time: string, minutes: number): string {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60) % 24)}:${pad(total % 60)}:${pad(s)}`;
}

async function todayRundown(tx: Tx, programName: string, date: string) {
  const [row] = await tx
    .select({ id: rundowns.id, start: rundowns.start })
    .from(rundowns)
    .innerJoin(programs, eq(programs.id, rundowns.programId))
    .where(and(eq(programs.name, programName), eq(rundowns.date, date)));
  return row;
}

/**
 * Hard hits and presenter read rates (issue 26): today's Esporte Total joins the live link from
 * the training ground (its Bloco 2) at a fixed time, today's Jornal da Noite has its live
 * interview booked at 20:15; the anchor reads at his own rate, and the sports presenter has a
 * suggestion from yesterday's show waiting for an editor.
 */
export async function seedHitTimes(tx: Tx, ctx: DemoSeedContext): Promise<void> {
  const today = newsroomToday(loadConfig().newsroomTimeZone, ctx.now);
  const sports = await todayRundown(tx, 'Esporte Total', today);
  if (sports)
    await tx
      .update(blocks)
      .set({ hitTime: later(sports.start, 8) })
      .where(and(eq(blocks.rundownId, sports.id), eq(blocks.name, 'Bloco 2')));
  const night = await todayRundown(tx, 'Jornal da Noite', today);
  if (night) {
    const nightBlocks = tx
      .select({ id: blocks.id })
      .from(blocks)
      .where(eq(blocks.rundownId, night.id));
    await tx
      .update(stories)
      .set({ hitTime: '20:15:00' })
      .where(
        and(inArray(stories.blockId, nightBlocks), eq(stories.slug, 'ENTREVISTA AO VIVO SAÚDE')),
      );
  }
  const people = await demoUserIds(tx, ['apresentador', 'esportes']);
  const anchor = people.get('apresentador');
  if (anchor) await tx.insert(presenterReadRates).values({ userId: anchor, wpm: 150 });
  const sportsPresenter = people.get('esportes');
  if (sportsPresenter) {
    const [aired] = await tx
      .select({ id: rundowns.id })
      .from(rundowns)
      .innerJoin(programs, eq(programs.id, rundowns.programId))
      .where(and(eq(programs.name, 'Esporte Total'), lt(rundowns.date, today)))
      .orderBy(desc(rundowns.date))
      .limit(1);
    await tx.insert(presenterReadRates).values({
      userId: sportsPresenter,
      suggestedWpm: 168,
      suggestedWords: 896,
      suggestedSeconds: 320,
      suggestedStories: 6,
      suggestedRundownId: aired?.id ?? null,
      suggestedAt: new Date(`${addDaysToDate(today, -1)}T22:00:00Z`),
    });
  }
}
