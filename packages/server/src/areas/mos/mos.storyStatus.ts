import { rundownIdOfRunningOrder } from '@newsroom/domain';
import { changeStoriesStatus } from '../stories/stories.rundown.service';
import { mosActor, type MosContext } from './mos.context';
import { displayStatusOf } from './mos.messages';
import { mosRepository } from './mos.repository';

/**
 * roElementStat from a device (roStoryStat / roItemStat): PLAY / STOP of a story, or of one of
 * its items, sets the story's display status through the rundowns area's story-status service as
 * the device's MOS actor, so every browser sees the story on air. Other statuses change nothing,
 * and so does a status naming a running order that is not replicated to that device or a story
 * that is not in it.
 */
export async function applyElementStatus(
  ctx: MosContext,
  deviceId: number,
  roId: string,
  storyUuid: string,
  status: string,
): Promise<void> {
  const displayStatus = displayStatusOf(status);
  const rundownId = rundownIdOfRunningOrder(roId);
  if (!displayStatus || rundownId === null || ctx.isStopped()) return;
  if (!ctx.enabled.has(rundownId) || !ctx.copies.find(rundownId)?.has(deviceId)) return;
  try {
    const storyId = await mosRepository.storyIdByUuid(
      ctx.platform.database.db,
      rundownId,
      storyUuid,
    );
    if (storyId === null) return;
    await changeStoriesStatus(ctx.platform, mosActor(deviceId), {
      storyIds: [storyId],
      status: displayStatus,
      cascade: displayStatus === 'play',
    });
  } catch (err) {
    ctx.log.warn({ err, deviceId, roId, storyUuid }, 'MOS status not applied');
  }
}
