import { Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Locale, TeamGrid, TeamGridCell, TeamGridRow } from '@newsroom/domain';
import { displayDay, weekdayOf } from './gridDates';
import { SOURCE_TAG_COLORS } from './sourceColors';

/** Props of {@link TeamGridTable}. */
export interface TeamGridTableProps {
  grid: TeamGrid | undefined;
  locale: Locale;
  isLoading?: boolean;
  /** Opens the editing of one team's day; absent for readers (and on paper). */
  onEditCell?: (row: TeamGridRow, date: string) => void;
}

/**
 * The team grid: a row per team, a column per day, each cell the members that day marked with
 * where they come from (regular members unmarked, a forward or one-day change tagged as in the
 * legend).
 */
export function TeamGridTable({ grid, locale, isLoading = false, onEditCell }: TeamGridTableProps) {
  const { t } = useTranslation('team');

  const renderCell = (row: TeamGridRow, cell: TeamGridCell) => {
    const day = displayDay(cell.date, locale);
    const source = t(`grid.sources.${cell.source}`);
    const members =
      cell.membersNicknames.length > 0 ? cell.membersNicknames.join(', ') : t('grid.nobody');
    return (
      <Flex
        vertical
        gap={2}
        role="group"
        className={`nrcs-team-cell nrcs-team-cell-${cell.source}`}
        data-testid={`team-grid-cell-${row.teamId}-${cell.date}`}
        data-source={cell.source}
        aria-label={t('grid.cellLabel', { team: row.name, date: day, members, source })}
      >
        {cell.source !== 'regular' && (
          <Tag color={SOURCE_TAG_COLORS[cell.source]} className="nrcs-team-cell-mark">
            {source}
          </Tag>
        )}
        {cell.membersNicknames.length === 0 ? (
          <Typography.Text type="secondary">{t('grid.nobody')}</Typography.Text>
        ) : (
          cell.membersNicknames.map((nickname) => <span key={nickname}>{nickname}</span>)
        )}
        {onEditCell && (
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            className="nrcs-team-cell-edit"
            aria-label={t('grid.editCell', { team: row.name, date: day })}
            title={t('grid.editCell', { team: row.name, date: day })}
            onClick={() => onEditCell(row, cell.date)}
            data-testid={`team-grid-edit-${row.teamId}-${cell.date}`}
          />
        )}
      </Flex>
    );
  };

  const columns: TableColumnsType<TeamGridRow> = [
    {
      key: 'team',
      title: t('grid.team'),
      dataIndex: 'name',
      fixed: 'left',
      width: 160,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    ...(grid?.dates ?? []).map((date, index) => ({
      key: date,
      title: (
        <span data-testid={`team-grid-day-${date}`}>
          {weekdayOf(date, locale)} {displayDay(date, locale)}
        </span>
      ),
      render: (_value: unknown, row: TeamGridRow) => renderCell(row, row.cells[index]!),
    })),
  ];

  return (
    <Table<TeamGridRow>
      rowKey="teamId"
      size="small"
      bordered
      loading={isLoading}
      columns={columns}
      dataSource={grid?.rows ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('grid.noTeams') }}
      data-testid="team-grid"
    />
  );
}
