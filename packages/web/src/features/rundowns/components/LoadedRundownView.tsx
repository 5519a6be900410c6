import { Suspense, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { computeTiming, onAirName, type Block, type StoryRow } from '@newsroom/domain';
import { publishSelectedStory, sendStoriesToDrawer } from '../../stories';
import type { LoadedRundown, RundownField } from '../api/rundownsApi';
import { withoutStory } from '../api/cacheEdits';
import { useBranchConfig } from '../../branch';
import { useNewsroomToday } from '../hooks/useNewsroomToday';
import { useReadEstimates } from '../hooks/useReadEstimates';
import { useNow } from '../hooks/useNow';
import { useRundownClosed } from '../hooks/useRundownClosed';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { useOptimisticEdit } from '../hooks/useOptimisticEdit';
import { useRundownCommands } from '../hooks/useRundownCommands';
import { EMPTY_SELECTION, gridRows, selectedInOrder, selectStory, storyOrder } from './gridRows';
import { clickModifiers, RundownGrid, type GridDrop } from './RundownGrid';
import { RundownHeaderFields } from './RundownHeaderFields';
import {
  RemoveStoryDialog,
  RundownLogsDialog,
  ShortcutsDialog,
  StoryTemplateChooser,
  StoryViewerDrawer,
  TemplateChooser,
} from './lazyRundownParts';
import { RundownToolbar } from './RundownToolbar';
import type { RundownViewProps } from './RundownView.props';
import { TimingBar } from './TimingBar';
import { blockDropOrder, dropMove } from './storyMoves';
import type { RowActions } from './rowActions';
import { useRundownKeys } from './useRundownKeys';

/** Props of {@link LoadedRundownView}. */
export type LoadedRundownViewProps = Omit<RundownViewProps, 'rundownId'> & {
  rundown: LoadedRundown;
  gridHeight: number;
};

/** A loaded rundown: timing bar, header fields, toolbar, the grid and its dialogs. */
export function LoadedRundownView({
  rundown,
  clipboard,
  onClipboardChange,
  onOpenStory,
  gridHeight,
  onDateMoved,
}: LoadedRundownViewProps) {
  const { t } = useTranslation('rundown');
  const now = useNow();
  const today = useNewsroomToday(now);
  const commands = useRundownCommands(rundown.id);
  const edit = useOptimisticEdit();
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [scrollToIndex, setScrollToIndex] = useState<number | null>(null);
  const [isLogsOpen, setIsLogsOpen] = useState(false);
  const [isShortcutsOpen, setIsShortcutsOpen] = useState(false);
  const [storyToRemove, setStoryToRemove] = useState<StoryRow | null>(null);
  const [templateBlock, setTemplateBlock] = useState<Block | null>(null);
  const [isRecreateOpen, setIsRecreateOpen] = useState(false);
  const [isRecreating, setIsRecreating] = useState(false);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const logsOpened = useOpenedOnce(isLogsOpen);
  const shortcutsOpened = useOpenedOnce(isShortcutsOpen);
  const viewerOpened = useOpenedOnce(isViewerOpen);
  const removeOpened = useOpenedOnce(storyToRemove !== null);
  const templateOpened = useOpenedOnce(templateBlock !== null);
  const recreateOpened = useOpenedOnce(isRecreateOpen);

  const timeZone = useBranchConfig().data?.timeZone;
  const timing = useMemo(() => computeTiming(rundown, now, { timeZone }), [rundown, now, timeZone]);
  const readMsOf = useReadEstimates();
  const rows = useMemo(() => gridRows(rundown, search), [rundown, search]);
  const order = useMemo(() => storyOrder(rundown), [rundown]);
  const selectedIds = selectedInOrder(selection, order);
  const isClosed = useRundownClosed(rundown, now);
  const isOpen = !rundown.displayed && !isClosed;
  const canEdit = (rundown.abilities?.canEdit ?? false) && isOpen;
  const canApprove = (rundown.abilities?.canApprove ?? false) && isOpen;

  const actions: RowActions = {
    canEdit,
    canApprove,
    patchBlock: commands.patchBlock,
    patchStory: commands.patchStory,
    approveBlock: commands.approveBlock,
    toggleBlockStandby: commands.toggleBlockStandby,
    toggleBlockStatus: commands.toggleBlockStatus,
    removeBlock: commands.removeBlock,
    addStory: (block) => void commands.addStory(block),
    toggleStoryStatus: commands.toggleStoryStatus,
    selectStory: (story: StoryRow, event: MouseEvent) =>
      setSelection((current) => selectStory(current, story.id, order, clickModifiers(event))),
    openStory: onOpenStory,
    addStoryAfter: (story) => void commands.addStoryAfter(story),
    removeStory: setStoryToRemove,
    sendToStandby: commands.sendToStandby,
    sendToDrawer: (story) =>
      void edit({
        rundownId: rundown.id,
        apply: (r) => withoutStory(r, story.id),
        call: () => sendStoriesToDrawer([story.id]),
        failureKind: 'actionFailed',
      }),
    chooseStoryTemplate: setTemplateBlock,
  };

  const handlePatchRundown = async (field: RundownField, value: unknown) => {
    const answer = await commands.patchRundown(field, value);
    if (field === 'date' && answer) onDateMoved?.(answer.date);
  };

  const handleRecreate = async (templateId: number | null) => {
    setIsRecreating(true);
    const answer = await commands.recreate(templateId);
    setIsRecreating(false);
    if (answer) setIsRecreateOpen(false);
  };

  const { searchRef, handleKeyDown } = useRundownKeys({
    rundown,
    rows,
    order,
    selectedIds,
    canEdit,
    commands,
    clipboard,
    onClipboardChange,
    setSelection,
    setScrollToIndex,
  });

  const handleDrop = ({ activeKey, overKey }: GridDrop) => {
    if (!canEdit) return;
    const [kind, rawId] = activeKey.split('-');
    const id = Number(rawId);
    if (kind === 'block') {
      const [overKind, overId] = overKey.split('-');
      if (overKind !== 'block') return;
      const blockIds = blockDropOrder(rundown, id, Number(overId));
      if (blockIds) commands.orderBlocks(blockIds);
      return;
    }
    const dragged = selectedIds.includes(id) ? selectedIds : [id];
    const move = dropMove(rundown, dragged, overKey);
    if (move) commands.move(move, 'move');
  };

  const selectedStory = rundown.blocks
    .flatMap((b) => b.stories)
    .find((s) => s.id === selectedIds[0]);
  const selectedStoryId = selectedStory?.id ?? null;
  // A detached story viewer (another window) follows the selected story.
  useEffect(() => publishSelectedStory(selectedStoryId), [selectedStoryId]);

  return (
    <Flex vertical gap="small" className="nrcs-rundown" data-rundown-id={rundown.id}>
      <TimingBar
        timing={timing}
        start={rundown.start}
        end={rundown.end}
        onAirName={onAirName(rundown)}
      />
      <RundownHeaderFields
        date={rundown.date}
        start={rundown.start}
        end={rundown.end}
        productionMs={rundown.productionMs}
        defaultProductionMs={timing.duration - timing.commercialTotal}
        today={today}
        isEditable={canEdit}
        onChange={(field, value) => void handlePatchRundown(field, value)}
      />
      <RundownToolbar
        rundown={rundown}
        isClosed={isClosed}
        canEdit={canEdit}
        canApprove={canApprove}
        search={search}
        onSearchChange={setSearch}
        searchRef={searchRef}
        selectedStory={selectedStory}
        onOpenStory={onOpenStory}
        onAddBlock={() => void commands.addBlock()}
        onRecreate={() => setIsRecreateOpen(true)}
        onOpenLogs={() => setIsLogsOpen(true)}
        onOpenShortcuts={() => setIsShortcutsOpen(true)}
        isViewerOpen={isViewerOpen}
        onToggleViewer={() => setIsViewerOpen((open) => !open)}
      />
      <div className="nrcs-rundown__header" role="row" aria-hidden>
        <span>{t('grid.page')}</span>
        <span>{t('grid.slug')}</span>
        <span>{t('grid.estimated')}</span>
        <span>{t('grid.total')}</span>
        <span>{t('grid.backTime')}</span>
        <span>{t('grid.flags')}</span>
        <span>{t('grid.status')}</span>
        <span />
      </div>
      <RundownGrid
        rundown={rundown}
        rows={rows}
        timing={timing}
        readMsOf={readMsOf}
        selectedIds={selectedIds}
        cutIds={clipboard?.mode === 'cut' ? clipboard.storyIds : []}
        actions={actions}
        height={gridHeight}
        scrollToIndex={scrollToIndex}
        onKeyDown={handleKeyDown}
        onDrop={handleDrop}
      />
      <Suspense fallback={null}>
        {logsOpened && (
          <RundownLogsDialog
            rundownId={rundown.id}
            isOpen={isLogsOpen}
            onClose={() => setIsLogsOpen(false)}
          />
        )}
        {shortcutsOpened && (
          <ShortcutsDialog isOpen={isShortcutsOpen} onClose={() => setIsShortcutsOpen(false)} />
        )}
        {viewerOpened && (
          <StoryViewerDrawer
            open={isViewerOpen}
            storyId={selectedStoryId}
            onClose={() => setIsViewerOpen(false)}
          />
        )}
        {removeOpened && (
          <RemoveStoryDialog
            story={storyToRemove}
            onRemove={commands.removeStory}
            onClose={() => setStoryToRemove(null)}
          />
        )}
        {templateOpened && (
          <StoryTemplateChooser
            blockName={
              templateBlock
                ? templateBlock.isStandbyBlock
                  ? t('grid.standbyBlock')
                  : templateBlock.name
                : null
            }
            programId={rundown.programId}
            onChoose={(storyTemplateId) => {
              if (templateBlock) void commands.addStoryFromTemplate(templateBlock, storyTemplateId);
              setTemplateBlock(null);
            }}
            onCancel={() => setTemplateBlock(null)}
          />
        )}
        {recreateOpened && (
          <TemplateChooser
            open={isRecreateOpen}
            programId={rundown.programId}
            confirmLoading={isRecreating}
            onChoose={(templateId) => void handleRecreate(templateId)}
            onCancel={() => setIsRecreateOpen(false)}
          />
        )}
      </Suspense>
    </Flex>
  );
}
