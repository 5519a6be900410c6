import { Button, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsSuggestion, Paged } from '@newsroom/domain';
import { PagedTable } from '../../../shared/components';
import { currentLocale } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/dateFormat';
import { useMarkUsed } from '../hooks/useMarkUsed';

/** Props of {@link NewsTable}. */
export interface NewsTableProps {
  result?: Paged<NewsSuggestion>;
  isFetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Writers edit, mark used and select rows to delete; readers only read. */
  canWrite: boolean;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (suggestion: NewsSuggestion) => void;
}

/** One page of news suggestions, newest first: slug, lead, source, author, when, used. */
export function NewsTable({
  result,
  isFetching,
  page,
  onPageChange,
  canWrite,
  selectedIds,
  onSelect,
  onEdit,
}: NewsTableProps) {
  const { t } = useTranslation('newsSuggestions');
  const markUsed = useMarkUsed();
  const locale = currentLocale();

  const columns: TableColumnsType<NewsSuggestion> = [
    { key: 'slug', title: t('fields.slug'), dataIndex: 'slug', width: 200 },
    {
      key: 'lead',
      title: t('fields.lead'),
      render: (_, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} className="nrcs-block-gap">
          {row.lead}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'source',
      title: t('fields.source'),
      width: 180,
      render: (_, row) =>
        row.link ? (
          <Typography.Link href={row.link} target="_blank" rel="noopener noreferrer">
            {row.source || row.link}
          </Typography.Link>
        ) : (
          row.source
        ),
    },
    { key: 'author', title: t('fields.author'), dataIndex: 'authorNickname', width: 120 },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      width: 170,
      render: (_, row) => formatDateTime(new Date(row.createdAt), locale),
    },
    {
      key: 'used',
      title: t('fields.used'),
      width: 90,
      render: (_, row) =>
        canWrite ? (
          <Switch
            size="small"
            checked={row.used}
            loading={markUsed.isPending && markUsed.variables.id === row.id}
            onChange={(used) => markUsed.mutate({ id: row.id, used })}
            aria-label={t('markUsedOf', { slug: row.slug })}
            data-testid="news-used"
          />
        ) : (
          row.used && <Tag>{t('used')}</Tag>
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            width: 56,
            render: (_: unknown, row: NewsSuggestion) => (
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                onClick={() => onEdit(row)}
                aria-label={t('editOf', { slug: row.slug })}
                data-testid="news-edit"
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <PagedTable<NewsSuggestion>
      columns={columns}
      page={page}
      onPageChange={onPageChange}
      result={result}
      isFetching={isFetching}
      rowAttributes={(row) => ({ 'data-testid': 'news-row', 'data-used': row.used })}
      rowSelection={
        canWrite
          ? {
              selectedRowKeys: selectedIds,
              onChange: (keys) => onSelect(keys.map(Number)),
            }
          : undefined
      }
    />
  );
}
