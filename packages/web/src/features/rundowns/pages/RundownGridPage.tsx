import { Flex, Input, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDurationMs } from '@newsroom/domain';
import { fetchRundownGrid, rundownGridKey, type RundownGridEntry } from '../api/rundownsApi';
import { useRundownEvents } from '../realtime/useRundownEvents';
import { useNewsroomToday } from '../hooks/useNewsroomToday';

/**
 * The rundown grid: every rundown of a day for the user's programs with its timing; a click
 * opens it on the rundown screen.
 */
export function RundownGridPage() {
  const { t } = useTranslation('rundown');
  const [params, setParams] = useSearchParams();
  const today = useNewsroomToday();
  const date = params.get('date') ?? today;
  useRundownEvents();
  const grid = useQuery({
    queryKey: rundownGridKey(date),
    queryFn: () => fetchRundownGrid(date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    meta: { failureKind: 'load' },
  });

  const handleOpen = (entry: RundownGridEntry) => {
    const next = new URLSearchParams();
    next.set('area', 'rundown');
    next.set('date', date);
    next.set('program', String(entry.programId));
    next.set('open', String(entry.id));
    next.set('tab', `rundown-${entry.id}`);
    setParams(next);
  };

  return (
    <Flex vertical gap="small" data-testid="rundown-grid-page">
      <Input
        type="date"
        value={date}
        style={{ width: 170 }}
        aria-label={t('page.date')}
        data-testid="rundown-grid-date"
        onChange={(event) => {
          if (!event.target.value) return;
          const next = new URLSearchParams(params);
          next.set('date', event.target.value);
          setParams(next);
        }}
      />
      <Table<RundownGridEntry>
        rowKey="id"
        size="small"
        loading={grid.isLoading}
        dataSource={grid.data ?? []}
        pagination={false}
        data-testid="rundown-grid-table"
        onRow={(entry) => ({
          onClick: () => handleOpen(entry),
          style: { cursor: 'pointer' },
          'data-testid': `rundown-grid-row-${entry.programName}`,
        })}
        columns={[
          { key: 'program', title: t('page.program'), dataIndex: 'programName' },
          {
            key: 'schedule',
            title: t('timing.schedule'),
            render: (_v, entry) => `${entry.start.slice(0, 5)}–${entry.end.slice(0, 5)}`,
          },
          { key: 'stories', title: t('gridPage.stories'), dataIndex: 'storyCount' },
          {
            key: 'fullTotal',
            title: t('timing.fullTotal'),
            render: (_v, entry) => formatDurationMs(entry.timing.fullTotal),
          },
          {
            key: 'overUnder',
            title: t('gridPage.overUnder'),
            render: (_v, entry) =>
              `${entry.timing.overUnderMs < 0 ? '+' : '-'}${formatDurationMs(Math.abs(entry.timing.overUnderMs))}`,
          },
          {
            key: 'state',
            title: t('grid.status'),
            render: (_v, entry) => (
              <Flex gap={4}>
                {entry.approved ? <Tag color="green">{t('gridPage.approved')}</Tag> : null}
                {entry.displayed ? <Tag>{t('gridPage.displayed')}</Tag> : null}
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
