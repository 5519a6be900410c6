import type { ReactNode } from 'react';
import { Tag, type SpaceProps, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatDurationMs,
  type DisplayStatus,
  type Paged,
  type StorySummary,
} from '@newsroom/domain';
import { PagedTable } from '../../../shared/components';
import { currentLocale, formatDate, formatDateTime } from '../../../shared/i18n';
import { useCompanyData } from '../../companyData';
import { StoryRowActions } from './StoryRowActions';

const STATUS_COLOURS: Record<DisplayStatus, string | undefined> = {
  blank: undefined,
  play: 'red',
  stop: 'default',
};

/** A `yyyy-MM-dd` day in the user's date format. */
function formatDay(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year ?? 0, (month ?? 1) - 1, date ?? 1), currentLocale());
}

/** Props of {@link StoryTable}. */
export interface StoryTableProps {
  page: Paged<StorySummary> | undefined;
  isLoading: boolean;
  /** The page shown, from 0. */
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
  /** A row or its view button was clicked: show the story. */
  onView: (story: StorySummary) => void;
  /** The edit button of a row (a private story cannot be edited). */
  onEdit: (story: StorySummary) => void;
  /** Prefix of the test ids: `<prefix>-table`, `<prefix>-row`, `<prefix>-view`, `<prefix>-edit`. */
  testIdPrefix: string;
  /** The space between a row's buttons. */
  actionsSize: SpaceProps['size'];
  /** The list's own buttons of a row, after view and edit. */
  extraActions?: (story: StorySummary) => ReactNode;
}

/**
 * A paged table of stories (stories area, drawer): page, slug (or 'private'), program, date,
 * location, status, total, author and change date; 25 a page with a quick jumper.
 */
export function StoryTable({
  page,
  isLoading,
  pageIndex,
  onPageChange,
  onView,
  onEdit,
  testIdPrefix,
  actionsSize,
  extraActions,
}: StoryTableProps) {
  const { t } = useTranslation('story');
  const company = useCompanyData();
  const programNames = new Map((company.data?.programs ?? []).map((p) => [p.id, p.name]));
  const locale = currentLocale();

  const columns: TableColumnsType<StorySummary> = [
    { key: 'page', title: t('list.page'), dataIndex: 'page', width: 70 },
    {
      key: 'slug',
      title: t('list.slug'),
      render: (_, story) =>
        story.visible ? story.slug || t('viewer.noSlug') : <i>{t('viewer.private')}</i>,
    },
    {
      key: 'program',
      title: t('list.program'),
      render: (_, story) =>
        story.programId === null
          ? ''
          : (programNames.get(story.programId) ?? `#${story.programId}`),
    },
    {
      key: 'date',
      title: t('list.date'),
      width: 110,
      render: (_, story) => formatDay(story.date),
    },
    {
      key: 'location',
      title: t('list.location'),
      width: 110,
      render: (_, story) => t(`location.${story.location}`),
    },
    {
      key: 'status',
      title: t('list.status'),
      width: 150,
      render: (_, story) => (
        <>
          <Tag color={STATUS_COLOURS[story.displayStatus]}>
            {t(`status.${story.displayStatus}`)}
          </Tag>
          {story.approved ? <Tag color="green">{t('list.approved')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'total',
      title: t('list.total'),
      width: 90,
      render: (_, story) => formatDurationMs(story.totalMs),
    },
    { key: 'author', title: t('list.author'), dataIndex: 'authorNickname', width: 120 },
    {
      key: 'changeDate',
      title: t('list.changeDate'),
      width: 170,
      render: (_, story) => formatDateTime(new Date(story.changeDate), locale),
    },
    {
      key: 'actions',
      title: t('list.actions'),
      width: 150,
      render: (_, story) => (
        <span onClick={(event) => event.stopPropagation()}>
          <StoryRowActions
            story={story}
            onView={() => onView(story)}
            onEdit={() => onEdit(story)}
            testIdPrefix={testIdPrefix}
            size={actionsSize}
          >
            {extraActions?.(story)}
          </StoryRowActions>
        </span>
      ),
    },
  ];

  return (
    <PagedTable<StorySummary>
      columns={columns}
      page={pageIndex}
      onPageChange={onPageChange}
      result={page}
      isFetching={isLoading}
      rowAttributes={(story) => ({
        onClick: () => onView(story),
        'data-testid': `${testIdPrefix}-row`,
        'data-story-id': story.id,
        style: { cursor: 'pointer' },
      })}
      data-testid={`${testIdPrefix}-table`}
    />
  );
}
