import type { TableColumnType } from 'antd';
import { displayDate } from '../dates';

/** A table's date column (dd/mm/yyyy) of documents, or their tasks, that carry a calendar date. */
export function documentDateColumn<T extends { date: string | null }>(
  title: string,
): TableColumnType<T> {
  return { key: 'date', title, width: 110, render: (_, row) => displayDate(row.date) };
}
