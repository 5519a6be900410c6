import { useState, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { foldForMatch } from '@newsroom/domain';
import { useTranslation } from 'react-i18next';
import { DayListBody } from './DayListBody';
import { DayNavigator } from './DayNavigator';

/** Props of {@link DayDocumentList}. */
export interface DayDocumentListProps<T> {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  /** The area's namespace (`list.new`, `list.filter` and those of the navigator and body). */
  namespace: string;
  className: string;
  /** Prefix of the test ids: the list itself is `<prefix>-list`, the filter `<prefix>-filter`. */
  testIdPrefix: string;
  /** More `data-` attributes of the list. */
  dataAttributes?: Record<`data-${string}`, string | boolean>;
  /** Absent when the user may not create documents. */
  onNew?: () => void;
  newTestId: string;
  /** Controls shown between the toolbar and the filter box. */
  extra?: ReactNode;
  query: { data?: T[]; isPending: boolean; isError: boolean };
  /** Whether an item matches the filter box's text, folded by `foldForMatch`. */
  matches: (item: T, folded: string) => boolean;
  renderItem: (item: T) => ReactNode;
}

/** A day's documents: date navigation, the new button, a filter box and the filtered items. */
export function DayDocumentList<T>({
  className,
  testIdPrefix,
  dataAttributes,
  onNew,
  newTestId,
  extra,
  query,
  matches,
  renderItem,
  ...day
}: DayDocumentListProps<T>) {
  const { t } = useTranslation(day.namespace);
  const [filter, setFilter] = useState('');
  const folded = foldForMatch(filter);
  const visible = (query.data ?? []).filter((item) => matches(item, folded));

  return (
    <div
      className={className}
      data-testid={`${testIdPrefix}-list`}
      data-date={day.date}
      {...dataAttributes}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <DayNavigator {...day} testIdPrefix={testIdPrefix} />
        {onNew && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid={newTestId}>
            {t('list.new')}
          </Button>
        )}
      </Space>
      {extra}
      <Input.Search
        allowClear
        placeholder={t('list.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        data-testid={`${testIdPrefix}-filter`}
        style={{ marginBottom: 8 }}
      />
      <DayListBody
        query={query}
        items={visible}
        namespace={day.namespace}
        renderItem={renderItem}
      />
    </div>
  );
}
