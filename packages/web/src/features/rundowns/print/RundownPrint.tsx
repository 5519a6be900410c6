import { useEffect } from 'react';
import { Alert, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  byIndex,
  computeTiming,
  formatDurationMs,
  isStandby,
  msToTimeOfDay,
} from '@newsroom/domain';
import { fetchRundown, rundownKey } from '../api/rundownsApi';
import { currentLocale, formatDay } from '../../../shared/i18n';
import { formatClockMs } from '../components/durationText';
import '../rundowns.css';

/** Props of {@link RundownPrint}. */
export interface RundownPrintProps {
  /** The print options: `{ rundownId }`. */
  params: Record<string, unknown>;
}

/** The running order for paper: blocks, pages, slugs, durations, back-times and totals. */
export function RundownPrint({ params }: RundownPrintProps) {
  const { t } = useTranslation('rundown');
  const rundownId = typeof params.rundownId === 'number' ? params.rundownId : 0;
  const { data: rundown, isError } = useQuery({
    queryKey: rundownKey(rundownId),
    queryFn: () => fetchRundown(rundownId),
    enabled: rundownId > 0,
  });

  useEffect(() => {
    if (rundown)
      document.title = t('print.documentTitle', {
        date: formatDay(rundown.date, currentLocale()),
      });
  }, [rundown, t]);

  if (rundownId <= 0 || isError)
    return <Alert type="warning" showIcon message={t('print.notFound')} />;
  if (!rundown) return <Spin />;
  const timing = computeTiming(rundown, new Date());
  return (
    <div className="nrcs-rundown-print" data-testid="rundown-print-page">
      <Typography.Title level={3}>
        {t('print.title', {
          date: formatDay(rundown.date, currentLocale()),
          start: rundown.start.slice(0, 5),
          end: rundown.end.slice(0, 5),
        })}
      </Typography.Title>
      <table>
        <thead>
          <tr>
            <th>{t('grid.page')}</th>
            <th>{t('grid.slug')}</th>
            <th>{t('grid.estimated')}</th>
            <th>{t('grid.total')}</th>
            <th>{t('grid.backTime')}</th>
          </tr>
        </thead>
        {byIndex(rundown.blocks).map((block) => (
          <tbody key={block.id} data-testid={`print-block-${block.name}`}>
            <tr>
              <th colSpan={3}>
                {block.isStandbyBlock ? t('grid.standbyBlock') : block.name}
                {isStandby(block) && !block.isStandbyBlock ? ` (${t('grid.standby')})` : ''}
              </th>
              <th colSpan={2}>
                {block.isStandbyBlock
                  ? ''
                  : `${t('grid.commercial')} ${formatClockMs(block.commercialMs)}`}
              </th>
            </tr>
            {byIndex(block.stories).map((story) => (
              <tr key={story.id}>
                <td>{story.page}</td>
                <td>{story.visible ? story.slug : t('grid.privateStory')}</td>
                <td>{formatClockMs(story.estimatedMs)}</td>
                <td>{formatClockMs(story.totalMs)}</td>
                <td>
                  {timing.backTime[story.id] === undefined
                    ? ''
                    : msToTimeOfDay(timing.backTime[story.id] ?? 0)}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <p data-testid="print-totals">
        {t('timing.fullEstimated')} {formatDurationMs(timing.fullEstimated)} ·{' '}
        {t('timing.fullProduction')} {formatDurationMs(timing.fullProduction)} ·{' '}
        {t('timing.commercialTotal')} {formatDurationMs(timing.commercialTotal)} ·{' '}
        {t('timing.fullTotal')} {formatDurationMs(timing.fullTotal)} ·{' '}
        {timing.overUnderMs < 0 ? t('timing.over') : t('timing.under')}{' '}
        {formatDurationMs(Math.abs(timing.overUnderMs))}
      </p>
    </div>
  );
}
