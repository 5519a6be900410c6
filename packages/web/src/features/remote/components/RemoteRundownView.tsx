import { Alert, Button, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  byIndex,
  computeTiming,
  formatDurationMs,
  isStandby,
  msToTimeOfDay,
  type Block,
  type DisplayStatus,
} from '@newsroom/domain';
import { printPath } from '../../../shared/print';
import { formatClockMs } from '../../rundowns';
import { currentLocale, formatDay } from '../../../shared/i18n';
import { fetchRemoteRundown, remoteKeys } from '../api/remoteApi';
import { RemoteFailure } from './RemoteFailure';
import '../remote.css';

/** Props of {@link RemoteRundownView}. */
export interface RemoteRundownViewProps {
  branchId: number;
  id: number;
  /** The program's name as the branch's list gave it (its program id means nothing here). */
  programName: string;
  /** Print view: no actions. */
  isPrint?: boolean;
}

const STATUS_COLOURS: Record<DisplayStatus, string | undefined> = {
  blank: undefined,
  play: 'red',
  stop: 'default',
};

/** The totals shown under the running order, each labelled `rundown:timing.<field>`. */
const TOTALS = [
  'duration',
  'commercialTotal',
  'fullEstimated',
  'fullProduction',
  'fullTotal',
] as const;

/**
 * Another branch's rundown, read-only: blocks and stories in running order with page, slug,
 * durations, back-time and state, and the show's totals computed here from its blocks. Presenters,
 * owners and devices are the other installation's ids and are not shown.
 */
export function RemoteRundownView({
  branchId,
  id,
  programName,
  isPrint = false,
}: RemoteRundownViewProps) {
  const { t } = useTranslation(['remote', 'rundown']);
  const rundown = useQuery({
    queryKey: remoteKeys.rundown(branchId, id),
    queryFn: () => fetchRemoteRundown(branchId, id),
    retry: false,
  });

  if (rundown.isPending) return <Skeleton active />;
  if (rundown.isError) return <RemoteFailure error={rundown.error} />;
  const data = rundown.data;
  // Only the on-air countdown reads the instant, and it is not shown here.
  const timing = computeTiming(data, new Date());
  const isOver = timing.overUnderMs < 0;
  const handlePrint = () =>
    window.open(printPath('remoteRundown', { id, programName }, branchId), '_blank', 'noopener');
  const blockTitle = (block: Block) =>
    block.isStandbyBlock
      ? t('rundown:grid.standbyBlock')
      : `${block.name}${isStandby(block) ? ` (${t('rundown:grid.standby')})` : ''}`;

  return (
    <Flex vertical gap="middle" data-testid="remote-rundown">
      <Flex gap="small" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {programName}
        </Typography.Title>
        {data.approved && <Tag color="green">{t('rundown:grid.approved')}</Tag>}
      </Flex>
      <Descriptions
        size="small"
        column={2}
        items={[
          {
            key: 'date',
            label: t('columns.date'),
            children: formatDay(data.date, currentLocale()),
          },
          {
            key: 'schedule',
            label: t('rundown:timing.schedule'),
            children: `${data.start.slice(0, 5)}–${data.end.slice(0, 5)}`,
          },
        ]}
      />
      {!isPrint && <Alert type="info" showIcon title={t('readOnlyRundown')} />}
      <table className="nrcs-remote-rundown">
        <thead>
          <tr>
            <th>{t('rundown:grid.page')}</th>
            <th>{t('rundown:grid.slug')}</th>
            <th>{t('rundown:grid.estimated')}</th>
            <th>{t('rundown:grid.total')}</th>
            <th>{t('rundown:grid.backTime')}</th>
            <th>{t('rundown:grid.status')}</th>
          </tr>
        </thead>
        {byIndex(data.blocks).map((block) => (
          <tbody key={block.id} data-testid={`remote-rundown-block-${block.id}`}>
            <tr className="nrcs-remote-rundown__block">
              <th colSpan={4}>{blockTitle(block)}</th>
              <th colSpan={2}>
                {block.isStandbyBlock
                  ? ''
                  : `${t('rundown:grid.commercial')} ${formatClockMs(block.commercialMs)}`}
              </th>
            </tr>
            {byIndex(block.stories).map((story) => (
              <tr key={story.id} data-testid={`remote-rundown-story-${story.id}`}>
                <td>{story.page}</td>
                <td>{story.visible ? story.slug : t('rundown:grid.privateStory')}</td>
                <td>{formatClockMs(story.estimatedMs)}</td>
                <td>{formatClockMs(story.totalMs)}</td>
                <td>
                  {timing.backTime[story.id] === undefined
                    ? ''
                    : msToTimeOfDay(timing.backTime[story.id] ?? 0)}
                </td>
                <td>
                  <Tag color={STATUS_COLOURS[story.displayStatus]}>
                    {t(`rundown:status.${story.displayStatus}`)}
                  </Tag>
                  {story.approved && <Tag color="green">{t('rundown:grid.approved')}</Tag>}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <Flex gap="middle" wrap data-testid="remote-rundown-totals">
        {TOTALS.map((field) => (
          <span key={field} data-testid={`remote-timing-${field}`}>
            {t(`rundown:timing.${field}`)} {formatDurationMs(timing[field])}
          </span>
        ))}
        <span data-testid="remote-timing-endEstimate">
          {t('rundown:timing.endEstimate')} {msToTimeOfDay(timing.endEstimate)}
        </span>
        <Typography.Text type={isOver ? 'danger' : undefined} data-testid="remote-timing-overUnder">
          {isOver ? t('rundown:timing.over') : t('rundown:timing.under')}{' '}
          {formatDurationMs(Math.abs(timing.overUnderMs))}
        </Typography.Text>
      </Flex>
      {!isPrint && (
        <Flex gap="small">
          <Button icon={<PrinterOutlined />} onClick={handlePrint}>
            {t('print')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
