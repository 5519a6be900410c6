import { Alert, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { msToTimeOfDay } from '@newsroom/domain';
import { formatClockMs } from '../../rundowns';
import { FigurePanel } from '../components/FigurePanel';
import { StudioClock } from '../components/StudioClock';
import { StudioPanels } from '../components/StudioPanels';
import type { UpcomingStory } from '../components/studioFigures';
import { useStudioRundown } from './useStudioRundown';
import '../studio.css';

/**
 * The control room's view (`/control/:rundownId`, issue 26): the presenter's figures, smaller,
 * with the estimated end and the next stories with their durations and back-times.
 */
export function ControlPage() {
  const { t } = useTranslation('prompter');
  const { rundown, now, figures } = useStudioRundown();
  if (rundown.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!figures) return <Spin fullscreen />;
  return (
    <main className="nrcs-studio nrcs-studio--control" data-testid="control-view">
      <StudioClock now={now} hasDate />
      <div className="nrcs-studio__panels">
        <StudioPanels figures={figures} />
        <FigurePanel label={t('studio.endEstimate')} testId="studio-end">
          {msToTimeOfDay(figures.endEstimateMs)}
        </FigurePanel>
      </div>
      <Table<UpcomingStory>
        className="nrcs-studio__upcoming"
        size="small"
        pagination={false}
        rowKey={(row) => row.story.id}
        dataSource={figures.upcoming}
        columns={[
          { title: t('studio.page'), render: (_, row) => row.story.page },
          { title: t('studio.slug'), render: (_, row) => row.story.slug },
          { title: t('studio.total'), render: (_, row) => formatClockMs(row.story.totalMs) },
          {
            title: t('studio.backTime'),
            render: (_, row) => (row.backTimeMs === null ? '—' : msToTimeOfDay(row.backTimeMs)),
          },
        ]}
        data-testid="studio-upcoming"
      />
    </main>
  );
}
