import { Flex, Tag, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { SearchHit } from '@newsroom/domain';
import { displayDate } from '../dates';
import { SEARCH_KIND_COLOURS } from './kinds';

/** What a row of an indexed document shows in every list (the archive's hits, the trash's items). */
export type IndexedRow = Pick<SearchHit, 'kind' | 'id' | 'title' | 'date' | 'programIds'>;

/**
 * The kind column: the kind's coloured tag, labelled by the screen's `kinds.<kind>` text under
 * its `columns.kind` title.
 */
export function kindColumn<T extends IndexedRow>(t: TFunction, testId: string): TableColumnType<T> {
  return {
    key: 'kind',
    title: t('columns.kind'),
    width: 130,
    render: (_, row) => (
      <Tag color={SEARCH_KIND_COLOURS[row.kind]} data-testid={testId}>
        {t(`kinds.${row.kind}`)}
      </Tag>
    ),
  };
}

/** The document's date column (`columns.date`). */
export function dateColumn<T extends IndexedRow>(t: TFunction): TableColumnType<T> {
  return {
    key: 'date',
    title: t('columns.date'),
    width: 110,
    render: (_, row) => displayDate(row.date),
  };
}

/** The programs column (`columns.programs`): a tag a program, named from `programNames`. */
export function programsColumn<T extends IndexedRow>(
  t: TFunction,
  programNames: ReadonlyMap<number, string>,
  width?: number,
): TableColumnType<T> {
  return {
    key: 'programs',
    title: t('columns.programs'),
    width,
    render: (_, row) => (
      <Flex gap={4} wrap>
        {row.programIds.map((id) => (
          <Tag key={id}>{programNames.get(id) ?? `#${id}`}</Tag>
        ))}
      </Flex>
    ),
  };
}

/** A row's table key: ids are unique within a kind only. */
export const indexedRowKey = (row: IndexedRow) => `${row.kind}:${row.id}`;

/** A row's test attributes: its test id, kind and id. */
export const indexedRowAttributes = (testId: string, row: IndexedRow) => ({
  'data-testid': testId,
  'data-kind': row.kind,
  'data-id': row.id,
});
