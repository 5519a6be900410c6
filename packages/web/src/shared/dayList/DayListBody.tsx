import type { ReactNode } from 'react';
import { Alert, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of {@link DayListBody}. */
export interface DayListBodyProps<T> {
  query: { isPending: boolean; isError: boolean };
  /** The day's items left by the filter. */
  items: T[];
  /** The area's namespace, which holds `list.loadFailed` and `list.empty`. */
  namespace: string;
  renderItem: (item: T) => ReactNode;
}

/** A day list's items, or that they load, failed to load, or are none. */
export function DayListBody<T>({ query, items, namespace, renderItem }: DayListBodyProps<T>) {
  const { t } = useTranslation(namespace);
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="warning" showIcon title={t('list.loadFailed')} />;
  if (items.length === 0) return <Empty description={t('list.empty')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={6}>
      {items.map(renderItem)}
    </Space>
  );
}
