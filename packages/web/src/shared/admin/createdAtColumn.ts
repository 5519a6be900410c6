import type { TableColumnsType } from 'antd';
import { currentLocale, formatDateTime } from '../i18n';

/** The "when" column of a log: the row's `createdAt` in the interface's date and time format. */
export function createdAtColumn<T extends { createdAt: string }>(
  title: string,
): TableColumnsType<T>[number] {
  const locale = currentLocale();
  return {
    key: 'createdAt',
    title,
    dataIndex: 'createdAt',
    width: 180,
    render: (value: string) => formatDateTime(new Date(value), locale),
  };
}
