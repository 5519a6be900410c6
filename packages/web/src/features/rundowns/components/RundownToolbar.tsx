import type { RefObject } from 'react';
import { Alert, Button, Flex, Input, Space, Switch, type InputRef } from 'antd';
import {
  FileTextOutlined,
  RedoOutlined,
  HistoryOutlined,
  OrderedListOutlined,
  PlusOutlined,
  FilePdfOutlined,
  PrinterOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StoryRow } from '@newsroom/domain';
import { notify } from '../../../shared/notifications';
import { usePrintOptions } from '../../../shared/print';
import {
  approveRundown,
  repaginateRundown,
  sendCredits,
  type LoadedRundown,
} from '../api/rundownsApi';
import { hasNoStories } from '../api/cacheEdits';
import { useOptimisticEdit } from '../hooks/useOptimisticEdit';
import { notifyRundownFailure } from '../hooks/rundownFailure';
import { IconButton } from '../../../shared/components';
import { MosControls } from './MosControls';
import { StudioViewsMenu } from './StudioViewsMenu';
import { ToolbarButtons, type ToolbarAction } from './ToolbarButtons';

/** Props of {@link RundownToolbar}. */
export interface RundownToolbarProps {
  rundown: LoadedRundown;
  /** Past its show's end plus the lock interval: read-only. */
  isClosed: boolean;
  canEdit: boolean;
  canApprove: boolean;
  /** Text of the search box, which filters the grid. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The search box, focused by its shortcut. */
  searchRef: RefObject<InputRef | null>;
  /** The first selected story, which the toolbar can open. */
  selectedStory: StoryRow | undefined;
  onOpenStory: (story: StoryRow) => void;
  onAddBlock: () => void;
  /** Opens the template chooser that recreates an empty rundown. */
  onRecreate: () => void;
  onOpenLogs: () => void;
  onOpenShortcuts: () => void;
  isViewerOpen: boolean;
  onToggleViewer: () => void;
}

/**
 * The rundown's toolbar: search, add block, repaginate, recreate, approval, credits, MOS, logs,
 * print, shortcuts, open story and the story viewer.
 */
export function RundownToolbar({
  rundown,
  isClosed,
  canEdit,
  canApprove,
  search,
  onSearchChange,
  searchRef,
  selectedStory,
  onOpenStory,
  onAddBlock,
  onRecreate,
  onOpenLogs,
  onOpenShortcuts,
  isViewerOpen,
  onToggleViewer,
}: RundownToolbarProps) {
  const { t } = useTranslation('rundown');
  const edit = useOptimisticEdit();
  const printOptions = usePrintOptions();

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

  // The print page follows the chosen size; the PDF is a table of fixed size, so only its language.
  const handlePrint = () => printOptions.print('rundown', { rundownId: rundown.id }, ['fontSize']);
  const handleExportPdf = () => printOptions.pdf(`/api/rundowns/${rundown.id}/pdf`, []);

  const editActions: ToolbarAction[] = [
    {
      testId: 'add-block',
      icon: <PlusOutlined />,
      label: t('toolbar.addBlock'),
      onClick: onAddBlock,
    },
    {
      testId: 'rundown-repaginate',
      icon: <OrderedListOutlined />,
      label: t('toolbar.repaginate'),
      onClick: handleRepaginate,
    },
    // Only an empty rundown may be recreated from a template.
    ...(hasNoStories(rundown)
      ? [
          {
            testId: 'rundown-recreate',
            icon: <RedoOutlined />,
            label: t('toolbar.recreate'),
            onClick: onRecreate,
          },
        ]
      : []),
  ];
  const recordActions: ToolbarAction[] = [
    {
      testId: 'rundown-logs',
      icon: <HistoryOutlined />,
      label: t('toolbar.logs'),
      onClick: onOpenLogs,
    },
    {
      testId: 'rundown-print',
      icon: <PrinterOutlined />,
      label: t('toolbar.print'),
      onClick: handlePrint,
    },
    {
      testId: 'rundown-pdf',
      icon: <FilePdfOutlined />,
      label: t('toolbar.exportPdf'),
      onClick: handleExportPdf,
    },
  ];

  return (
    <Flex gap="small" wrap align="center" className="nrcs-rundown__toolbar">
      <Input.Search
        ref={searchRef}
        allowClear
        size="small"
        style={{ width: 220 }}
        placeholder={t('toolbar.search')}
        aria-label={t('toolbar.search')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        data-testid="rundown-search"
      />
      {canEdit ? <ToolbarButtons actions={editActions} /> : null}
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
      <MosControls rundownId={rundown.id} mosEnabled={rundown.mosEnabled} canEdit={canEdit} />
      <ToolbarButtons actions={recordActions} />
      <StudioViewsMenu rundownId={rundown.id} />
      <IconButton
        icon={<QuestionCircleOutlined />}
        label={t('toolbar.shortcuts')}
        onClick={onOpenShortcuts}
        testId="rundown-shortcuts"
      />
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
        onClick={onToggleViewer}
        data-testid="rundown-viewer-toggle"
      >
        {t('story:viewer.toggle')}
      </Button>
      {rundown.displayed || isClosed ? (
        <Alert
          type="info"
          showIcon
          banner
          message={t(rundown.displayed ? 'messages.displayed' : 'messages.closed')}
          data-testid="rundown-read-only"
        />
      ) : null}
      {printOptions.dialog}
    </Flex>
  );
}
