import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  cascadePrevious,
  moveStories,
  nextDisplayStatus,
  nextOnAir,
  normalizeSlug,
  standbyMove,
  type Block,
  type DisplayStatus,
  type MoveStories,
  type Rundown,
  type StoryRow,
} from '@newsroom/domain';
import {
  approveBlock,
  copyStoriesCall,
  createBlock,
  createStory,
  createStoryAfter,
  createStoryFromTemplate,
  moveStoriesCall,
  orderBlocks,
  patchBlock,
  patchRundown,
  patchStory,
  recreateRundown,
  removeBlock,
  removeStory,
  rundownKey,
  RUNDOWNS_KEY,
  setStoriesStatus,
  toggleBlockStandby,
  toggleBlockStatus,
  toggleStoryStatus,
  type BlockField,
  type LoadedRundown,
  type RundownField,
  type StoryField,
} from '../api/rundownsApi';
import {
  withBlock,
  withBlockOrder,
  withNewBlock,
  withNewStory,
  withoutBlock,
  withoutStory,
  withStory,
  withStoryStatuses,
} from '../api/cacheEdits';
import { useOptimisticEdit } from './useOptimisticEdit';
import { notifyRundownFailure } from './rundownFailure';

function isLoadedRundown(value: unknown): value is LoadedRundown {
  return typeof value === 'object' && value !== null && 'blocks' in value && 'version' in value;
}

/**
 * The changes the rundown screen makes, each applied to the cache at once and rolled back when
 * the server refuses (spec 1 §4). `rundownId` is the rundown the commands act on.
 */
export function useRundownCommands(rundownId: RundownId) {
  const queryClient = useQueryClient();
  const edit = useOptimisticEdit();

  const current = useCallback(
    () => queryClient.getQueryData<LoadedRundown>(rundownKey(rundownId)),
    [queryClient, rundownId],
  );

  /** Every open rundown is reloaded when a move fails (spec 1 §4). */
  const reloadAllRundowns = useCallback(() => {
    void queryClient.invalidateQueries({
      queryKey: RUNDOWNS_KEY,
      predicate: (query) => typeof query.queryKey[1] === 'number',
    });
  }, [queryClient]);

  /** Creates on the server, then shows what it answers in the cached rundown. */
  const createThenShow = async <T>(
    call: () => Promise<T>,
    show: (rundown: LoadedRundown, created: T) => LoadedRundown,
  ) => {
    const created = await edit({ rundownId, apply: (r) => r, call, failureKind: 'create' });
    const cached = current();
    if (created && cached) queryClient.setQueryData(rundownKey(rundownId), show(cached, created));
    return created;
  };

  const handlePatchBlock = (block: Block, field: BlockField, value: unknown) =>
    void edit({
      rundownId,
      apply: (r) => withBlock(r, block.id, (b) => ({ ...b, [field]: value })),
      revert: (r) => withBlock(r, block.id, (b) => ({ ...b, [field]: block[field] })),
      call: () => patchBlock(block.id, field, value),
    });

  const handlePatchStory = (story: StoryRow, field: StoryField, value: unknown) =>
    void edit({
      rundownId,
      // The grid shows the slug as the server stores it (trimmed, upper case).
      apply: (r) =>
        withStory(r, story.id, (s) => ({
          ...s,
          [field]: field === 'slug' ? normalizeSlug(String(value)) : value,
        })),
      revert: (r) => withStory(r, story.id, (s) => ({ ...s, [field]: story[field] })),
      call: () => patchStory(story.id, field, value),
    });

  const handleApproveBlock = (block: Block) => {
    const approve = !(block.stories.length > 0 && block.stories.every((s) => s.approved));
    void edit({
      rundownId,
      apply: (r) =>
        withBlock(r, block.id, (b) => ({
          ...b,
          stories: b.stories.map((s) => (approve && s.isPrivate ? s : { ...s, approved: approve })),
        })),
      call: () => approveBlock(block.id, approve),
    });
  };

  const handleToggleBlockStandby = (block: Block) =>
    void edit({
      rundownId,
      apply: (r) => withBlock(r, block.id, (b) => ({ ...b, standBy: !b.standBy })),
      revert: (r) => withBlock(r, block.id, (b) => ({ ...b, standBy: block.standBy })),
      call: () => toggleBlockStandby(block.id),
    });

  /** Steps the display status of a block or story (`within` finds it), back to `was` on failure. */
  const stepStatus = <T extends { displayStatus: DisplayStatus }, Id>(
    within: (rundown: LoadedRundown, id: Id, change: (item: T) => T) => LoadedRundown,
    id: Id,
    was: DisplayStatus,
    call: () => Promise<unknown>,
  ) =>
    void edit({
      rundownId,
      apply: (r) =>
        within(r, id, (item) => ({
          ...item,
          displayStatus: nextDisplayStatus(item.displayStatus),
        })),
      revert: (r) => within(r, id, (item) => ({ ...item, displayStatus: was })),
      call,
    });

  const handleToggleBlockStatus = (block: Block) =>
    stepStatus(withBlock, block.id, block.displayStatus, () => toggleBlockStatus(block.id));

  const handleRemoveBlock = (block: Block) =>
    void edit({
      rundownId,
      apply: (r) => withoutBlock(r, block.id),
      call: () => removeBlock(block.id),
      failureKind: 'delete',
    });

  const handleAddBlock = () => createThenShow(() => createBlock(rundownId), withNewBlock);

  const handleAddStory = (block: Block) =>
    createThenShow(() => createStory(block.id), withNewStory);

  const handleToggleStoryStatus = (story: StoryRow) =>
    stepStatus(withStory, story.id, story.displayStatus, () => toggleStoryStatus(story.id));

  /** Sets stories to a status, optionally stopping the earlier ones (cascade). */
  const handleSetStatus = (storyIds: StoryId[], status: DisplayStatus, cascade: boolean) => {
    const rundown = current();
    if (!rundown || storyIds.length === 0) return;
    const statuses = new Map<number, DisplayStatus>();
    if (cascade) {
      const first = storyIds[0];
      if (first !== undefined)
        for (const id of cascadePrevious(rundown, first)) statuses.set(id, 'stop');
    }
    for (const id of storyIds) statuses.set(id, status);
    void edit({
      rundownId,
      apply: (r) => withStoryStatuses(r, statuses),
      call: () => setStoriesStatus(storyIds, status, cascade),
    }).then((answer) => {
      // The answer lists every touched rundown: this one carries the new on-air item.
      const answers = Array.isArray(answer) ? answer : [answer];
      for (const rundown of answers.filter(isLoadedRundown)) {
        queryClient.setQueryData(rundownKey(rundown.id), rundown);
      }
    });
  };

  /** Space: the next story goes on air and the one on air before it is displayed. */
  const handleAdvance = () => {
    const rundown = current();
    if (!rundown) return;
    const next = nextOnAir(rundown);
    if (next !== null) handleSetStatus([next], 'play', true);
  };

  /** Moves or copies stories (paste, drag, up/down, standby) across every open rundown. */
  const handleMove = (move: MoveStories, action: 'move' | 'copy') => {
    if (action === 'copy') {
      // The copies get their ids on the server: the answer shows them (the echo carries no tree).
      void edit({
        rundownId,
        apply: (r) => r,
        call: () => copyStoriesCall(move),
        failureKind: 'actionFailed',
      }).then((answer) => {
        if (answer && queryClient.getQueryData(rundownKey(answer.id)))
          queryClient.setQueryData(rundownKey(answer.id), answer);
      });
      return;
    }
    const open = queryClient
      .getQueriesData<LoadedRundown>({ queryKey: RUNDOWNS_KEY })
      .map(([, data]) => data)
      .filter(isLoadedRundown);
    let result: Rundown[];
    try {
      result = moveStories(open, move).rundowns;
    } catch {
      // The target is not in an open rundown: the server decides, events bring the result.
      result = [];
    }
    for (const moved of result) {
      const cached = queryClient.getQueryData<LoadedRundown>(rundownKey(moved.id));
      if (cached)
        queryClient.setQueryData(rundownKey(moved.id), { ...cached, blocks: moved.blocks });
    }
    moveStoriesCall(move).catch((error: unknown) => {
      notifyRundownFailure(error, 'actionFailed');
      reloadAllRundowns();
    });
  };

  const handleOrderBlocks = (blockIds: BlockId[]) =>
    void edit({
      rundownId,
      apply: (r) => withBlockOrder(r, blockIds),
      call: () => orderBlocks(rundownId, blockIds),
      onFailure: reloadAllRundowns,
    });

  /**
   * Changes start, end, productionMs or date of the rundown at once; the server's answer (a date
   * change moves the rundown) replaces the cache, a refusal (rundown:dateInPast…) rolls back.
   */
  const handlePatchRundown = async (field: RundownField, value: unknown) => {
    const before = current();
    if (!before) return undefined;
    const old = before[field];
    const answer = await edit({
      rundownId,
      apply: (r) => ({ ...r, [field]: value }),
      revert: (r) => ({ ...r, [field]: old }),
      call: () => patchRundown(rundownId, field, value),
    });
    const cached = current();
    if (answer && cached) {
      queryClient.setQueryData(rundownKey(rundownId), {
        ...answer,
        abilities: answer.abilities ?? cached.abilities,
      });
    }
    return answer;
  };

  /** Rebuilds an empty rundown, from a template or not (rundown:notEmpty otherwise). */
  const handleRecreate = async (templateId: number | null) => {
    const answer = await edit({
      rundownId,
      apply: (r) => r,
      call: () => recreateRundown(rundownId, templateId),
      failureKind: 'actionFailed',
    });
    if (answer) queryClient.setQueryData(rundownKey(rundownId), answer);
    return answer;
  };

  /** A new story right after `story`, shown when the server answers. */
  const handleAddStoryAfter = (story: StoryRow) =>
    createThenShow(() => createStoryAfter(story.id), withNewStory);

  /** A story from a story template at the end of `block`. */
  const handleAddStoryFromTemplate = (block: Block, storyTemplateId: number) =>
    createThenShow(() => createStoryFromTemplate(block.id, storyTemplateId), withNewStory);

  /** Removes a story at once; back in place when refused (412 while someone edits it). */
  const handleRemoveStory = (story: StoryRow) =>
    void edit({
      rundownId,
      apply: (r) => withoutStory(r, story.id),
      call: () => removeStory(story.id),
      failureKind: 'delete',
    });

  /** Sends a story to the Standby block (same as ctrl+shift+U). */
  const handleSendToStandby = (story: StoryRow) => {
    const rundown = current();
    if (!rundown) return;
    const move = standbyMove(rundown, story.id);
    if (move) handleMove(move, 'move');
  };

  return {
    patchRundown: handlePatchRundown,
    recreate: handleRecreate,
    addStoryAfter: handleAddStoryAfter,
    addStoryFromTemplate: handleAddStoryFromTemplate,
    removeStory: handleRemoveStory,
    sendToStandby: handleSendToStandby,
    patchBlock: handlePatchBlock,
    patchStory: handlePatchStory,
    approveBlock: handleApproveBlock,
    toggleBlockStandby: handleToggleBlockStandby,
    toggleBlockStatus: handleToggleBlockStatus,
    removeBlock: handleRemoveBlock,
    addBlock: handleAddBlock,
    addStory: handleAddStory,
    toggleStoryStatus: handleToggleStoryStatus,
    setStatus: handleSetStatus,
    advance: handleAdvance,
    move: handleMove,
    orderBlocks: handleOrderBlocks,
    reloadAllRundowns,
  };
}
