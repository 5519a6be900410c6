import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  Alert,
  Button,
  Flex,
  Input,
  Modal,
  Space,
  Spin,
  Switch,
  Tooltip,
  type InputRef,
} from 'antd';
import {
  FileTextOutlined,
  RedoOutlined,
  HistoryOutlined,
  OrderedListOutlined,
  PlusOutlined,
  PrinterOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  computeTiming,
  pastePlan,
  rundownKeyAction,
  standbyMove,
  type Block,
  type RundownClipboard,
  type StoryRow,
} from '@newsroom/domain';
import { TemplateChooser } from '../../rundownTemplates';
import { notify } from '../../../shared/notifications';
import { printPath } from '../../print';
import { publishSelectedStory, sendStoriesToDrawer, StoryViewerDrawer } from '../../stories';
import {
  approveRundown,
  fetchRundown,
  repaginateRundown,
  rundownKey,
  sendCredits,
  type LoadedRundown,
  type RundownField,
} from '../api/rundownsApi';
import { hasNoStories, withoutStory } from '../api/cacheEdits';
import { useNewsroomToday } from '../hooks/useNewsroomToday';
import { useNow } from '../hooks/useNow';
import { useOptimisticEdit } from '../hooks/useOptimisticEdit';
import { useRundownCommands } from '../hooks/useRundownCommands';
import { notifyRundownFailure } from '../hooks/rundownFailure';
import { EMPTY_SELECTION, gridRows, selectedInOrder, selectStory, storyOrder } from './gridRows';
import { clickModifiers, RundownGrid, type GridDrop } from './RundownGrid';
import { RundownHeaderFields } from './RundownHeaderFields';
import { RundownLogsDialog } from './RundownLogsDialog';
import { StoryTemplateChooser } from './StoryTemplateChooser';
import { ShortcutsDialog } from './ShortcutsDialog';
import { TimingBar } from './TimingBar';
import { blockDropOrder, dropMove, stepMove } from './storyMoves';
import type { RowActions } from './rowActions';

/** Props of {@link RundownView}. */
export interface RundownViewProps {
  rundownId: number;
  /** Shared by every open rundown, so stories can be cut in one and pasted in another. */
  clipboard: RundownClipboard | null;
  onClipboardChange: (clipboard: RundownClipboard | null) => void;
  /** Opens the story-form tab of a story next to this rundown's tab. */
  onOpenStory: (story: StoryRow) => void;
  /** Height of the grid's viewport. */
  gridHeight?: number;
  /** The rundown moved to another date (its date field was changed). */
  onDateMoved?: (date: string) => void;
}

/** One open rundown: toolbar, timing bar and the grid, live and editable. */
export function RundownView({
  rundownId,
  clipboard,
  onClipboardChange,
  onOpenStory,
  gridHeight = 560,
  onDateMoved,
}: RundownViewProps) {
  const { t } = useTranslation('rundown');
  const query = useQuery({
    queryKey: rundownKey(rundownId),
    queryFn: () => fetchRundown(rundownId),
    meta: { isSilent: true },
  });
  const rundown = query.data;
  if (query.isError && !rundown) {
    return <Alert type="warning" showIcon message={t('messages.loadFailed')} />;
  }
  if (!rundown) return <Spin />;
  return (
    <LoadedRundownView
      rundown={rundown}
      clipboard={clipboard}
      onClipboardChange={onClipboardChange}
      onOpenStory={onOpenStory}
      gridHeight={gridHeight}
      onDateMoved={onDateMoved}
    />
  );
}

function LoadedRundownView({
  rundown,
  clipboard,
  onClipboardChange,
  onOpenStory,
  gridHeight,
  onDateMoved,
}: Omit<RundownViewProps, 'rundownId'> & { rundown: LoadedRundown; gridHeight: number }) {
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
  const searchRef = useRef<InputRef>(null);
  const [storyToRemove, setStoryToRemove] = useState<StoryRow | null>(null);
  const [templateBlock, setTemplateBlock] = useState<Block | null>(null);
  const [isRecreateOpen, setIsRecreateOpen] = useState(false);
  const [isRecreating, setIsRecreating] = useState(false);
  const [isViewerOpen, setIsViewerOpen] = useState(false);

  const timing = useMemo(() => computeTiming(rundown, now), [rundown, now]);
  const rows = useMemo(() => gridRows(rundown, search), [rundown, search]);
  const order = useMemo(() => storyOrder(rundown), [rundown]);
  const selectedIds = selectedInOrder(selection, order);
  const canEdit = (rundown.abilities?.canEdit ?? false) && !rundown.displayed;
  const canApprove = (rundown.abilities?.canApprove ?? false) && !rundown.displayed;

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

  const handlePaste = () => {
    const target = selectedIds[0] ?? null;
    const plan = pastePlan(clipboard, target);
    const targetStory = rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === target);
    if (!plan || !targetStory) return;
    commands.move(
      {
        targetBlockId: targetStory.blockId,
        storiesIds: plan.storiesIds,
        targetStoryId: plan.targetStoryId,
      },
      plan.action,
    );
    if (plan.action === 'move') onClipboardChange(null);
    setSelection(EMPTY_SELECTION);
  };

  const handleStep = (direction: -1 | 1) => {
    const id = selectedIds.length === 1 ? selectedIds[0] : undefined;
    if (id === undefined) return;
    const move = stepMove(rundown, id, direction);
    if (move) commands.move(move, 'move');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (canEdit) handleStep(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    if (!event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const last = selectedIds.at(-1);
      const position = last === undefined ? -1 : order.indexOf(last);
      const next =
        order[
          Math.max(0, Math.min(order.length - 1, position + (event.key === 'ArrowUp' ? -1 : 1)))
        ];
      if (next !== undefined) {
        setSelection((current) =>
          selectStory(current, next, order, { isToggle: false, isRange: event.shiftKey }),
        );
        setScrollToIndex(rows.findIndex((row) => row.kind === 'story' && row.story.id === next));
      }
      return;
    }
    const action = rundownKeyAction({
      key: event.key,
      ctrl: event.ctrlKey,
      shift: event.shiftKey,
      meta: event.metaKey,
      alt: event.altKey,
    });
    if (!action) return;
    event.preventDefault();
    switch (action) {
      case 'search':
        searchRef.current?.focus();
        return;
      case 'copy':
      case 'cut':
        if (selectedIds.length > 0) onClipboardChange({ mode: action, storyIds: selectedIds });
        return;
      default:
        break;
    }
    if (!canEdit) return;
    switch (action) {
      case 'advance':
        commands.advance();
        return;
      case 'toggleSelected':
        for (const story of rundown.blocks.flatMap((b) => b.stories))
          if (selectedIds.includes(story.id)) commands.toggleStoryStatus(story);
        return;
      case 'setOnAirAndUpdateEarlier':
        commands.setStatus(selectedIds.slice(0, 1), 'play', true);
        return;
      case 'sendToStandby':
        for (const id of selectedIds) {
          const move = standbyMove(rundown, id);
          if (move) commands.move(move, 'move');
        }
        return;
      case 'paste':
        handlePaste();
        return;
    }
  };

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

  const handleApproveRundown = (approve: boolean) =>
    void edit({
      rundownId: rundown.id,
      apply: (r) => ({ ...r, approved: approve }),
      revert: (r) => ({ ...r, approved: !approve }),
      call: () => approveRundown(rundown.id, approve),
    });

  const handleRepaginate = () =>
    void edit({
      rundownId: rundown.id,
      apply: (r) => r,
      call: () => repaginateRundown(rundown.id),
      failureKind: 'actionFailed',
    });

  const handleSendCredits = async () => {
    try {
      const result = await sendCredits(rundown.id);
      if (result.sent === 0) notify({ kind: 'warning', title: t('credits.empty') });
      else
        notify({
          kind: 'success',
          title: t('credits.sent', { count: result.sent }),
          description: result.devices.join(', '),
        });
    } catch (error) {
      notifyRundownFailure(error, 'actionFailed');
    }
  };

  const handlePrint = () => {
    window.open(printPath('rundown', { rundownId: rundown.id }), '_blank', 'noopener');
  };

  const selectedStory = rundown.blocks
    .flatMap((b) => b.stories)
    .find((s) => s.id === selectedIds[0]);
  const selectedStoryId = selectedStory?.id ?? null;
  // A detached story viewer (another window) follows the selected story.
  useEffect(() => publishSelectedStory(selectedStoryId), [selectedStoryId]);

  return (
    <Flex vertical gap="small" className="nrcs-rundown" data-rundown-id={rundown.id}>
      <TimingBar timing={timing} start={rundown.start} end={rundown.end} />
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
      <Flex gap="small" wrap align="center" className="nrcs-rundown__toolbar">
        <Input.Search
          ref={searchRef}
          allowClear
          size="small"
          style={{ width: 220 }}
          placeholder={t('toolbar.search')}
          aria-label={t('toolbar.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="rundown-search"
        />
        {canEdit ? (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => void commands.addBlock()}
            data-testid="add-block"
          >
            {t('toolbar.addBlock')}
          </Button>
        ) : null}
        {canEdit ? (
          <Button
            size="small"
            icon={<OrderedListOutlined />}
            onClick={handleRepaginate}
            data-testid="rundown-repaginate"
          >
            {t('toolbar.repaginate')}
          </Button>
        ) : null}
        {canEdit && hasNoStories(rundown) ? (
          <Button
            size="small"
            icon={<RedoOutlined />}
            onClick={() => setIsRecreateOpen(true)}
            data-testid="rundown-recreate"
          >
            {t('toolbar.recreate')}
          </Button>
        ) : null}
        <Space size="small">
          <Switch
            size="small"
            checked={rundown.approved}
            disabled={!canApprove}
            onChange={handleApproveRundown}
            aria-label={t('toolbar.approve')}
            data-testid="rundown-approve"
          />
          {t('toolbar.approve')}
        </Space>
        <Button
          size="small"
          icon={<SendOutlined />}
          onClick={() => void handleSendCredits()}
          data-testid="rundown-credits"
        >
          {t('toolbar.sendCredits')}
        </Button>
        <Button
          size="small"
          icon={<HistoryOutlined />}
          onClick={() => setIsLogsOpen(true)}
          data-testid="rundown-logs"
        >
          {t('toolbar.logs')}
        </Button>
        <Button
          size="small"
          icon={<PrinterOutlined />}
          onClick={handlePrint}
          data-testid="rundown-print"
        >
          {t('toolbar.print')}
        </Button>
        <Tooltip title={t('toolbar.shortcuts')}>
          <Button
            size="small"
            icon={<QuestionCircleOutlined />}
            aria-label={t('toolbar.shortcuts')}
            onClick={() => setIsShortcutsOpen(true)}
            data-testid="rundown-shortcuts"
          />
        </Tooltip>
        {selectedStory ? (
          <Button
            size="small"
            icon={<FileTextOutlined />}
            onClick={() => onOpenStory(selectedStory)}
            data-testid="rundown-open-story"
          >
            {t('toolbar.openStory')}
          </Button>
        ) : null}
        <Button
          size="small"
          type={isViewerOpen ? 'primary' : 'default'}
          icon={<ReadOutlined />}
          aria-pressed={isViewerOpen}
          onClick={() => setIsViewerOpen((open) => !open)}
          data-testid="rundown-viewer-toggle"
        >
          {t('story:viewer.toggle')}
        </Button>
        {rundown.displayed ? (
          <Alert type="info" showIcon banner message={t('messages.displayed')} />
        ) : null}
      </Flex>
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
        selectedIds={selectedIds}
        cutIds={clipboard?.mode === 'cut' ? clipboard.storyIds : []}
        actions={actions}
        height={gridHeight}
        scrollToIndex={scrollToIndex}
        onKeyDown={handleKeyDown}
        onDrop={handleDrop}
      />
      <RundownLogsDialog
        rundownId={rundown.id}
        isOpen={isLogsOpen}
        onClose={() => setIsLogsOpen(false)}
      />
      <ShortcutsDialog isOpen={isShortcutsOpen} onClose={() => setIsShortcutsOpen(false)} />
      <StoryViewerDrawer
        open={isViewerOpen}
        storyId={selectedStoryId}
        onClose={() => setIsViewerOpen(false)}
      />
      <Modal
        open={storyToRemove !== null}
        title={t('storyActions.deleteTitle')}
        okText={t('storyActions.delete')}
        cancelText={t('common:cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'story-delete-confirm' }}
        onOk={() => {
          if (storyToRemove) commands.removeStory(storyToRemove);
          setStoryToRemove(null);
        }}
        onCancel={() => setStoryToRemove(null)}
        destroyOnHidden
      >
        {t('storyActions.deleteConfirm', {
          slug: storyToRemove?.slug || t('grid.noSlug'),
        })}
      </Modal>
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
      <TemplateChooser
        open={isRecreateOpen}
        programId={rundown.programId}
        confirmLoading={isRecreating}
        onChoose={(templateId) => void handleRecreate(templateId)}
        onCancel={() => setIsRecreateOpen(false)}
      />
    </Flex>
  );
}
