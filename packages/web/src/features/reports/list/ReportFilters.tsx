import { Button, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../../shared/dates';
import { LookupSelect } from '../../../shared/forms';
import type { ReportFilter } from '../api/reportsApi';
import type { TermList } from '../hooks/useReportTerms';

/** The list's criteria (the page apart). */
export type ReportCriteria = Omit<ReportFilter, 'page'>;

/** Props of {@link ReportFilters}. */
export interface ReportFiltersProps {
  criteria: ReportCriteria;
  onChange: (next: Partial<ReportCriteria>) => void;
  categories: TermList;
  events: TermList;
  /** Opens the new-report tab; absent for readers who may not write. */
  onNew?: () => void;
}

/** The report list's filters: from and to (the report's day), words, category, event; and New. */
export function ReportFilters({
  criteria,
  onChange,
  categories,
  events,
  onNew,
}: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const dateOf = (value: string) => (isIsoDate(value) ? value : undefined);
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Input
        type="date"
        aria-label={t('list.from')}
        onChange={(event) => onChange({ from: dateOf(event.target.value) })}
        data-testid="reports-from"
        style={{ width: 160 }}
      />
      <Input
        type="date"
        aria-label={t('list.to')}
        onChange={(event) => onChange({ to: dateOf(event.target.value) })}
        data-testid="reports-to"
        style={{ width: 160 }}
      />
      <div style={{ width: 200 }}>
        <LookupSelect
          options={categories.terms}
          value={criteria.categoryId ?? null}
          placeholder={t('list.anyCategory')}
          ariaLabel={t('fields.category')}
          onChange={(id) => onChange({ categoryId: id ?? undefined })}
          testId="reports-category"
        />
      </div>
      <div style={{ width: 200 }}>
        <LookupSelect
          options={events.terms}
          value={criteria.eventId ?? null}
          placeholder={t('list.anyEvent')}
          ariaLabel={t('list.event')}
          onChange={(id) => onChange({ eventId: id ?? undefined })}
          testId="reports-event"
        />
      </div>
      <Input.Search
        allowClear
        placeholder={t('list.text')}
        aria-label={t('list.text')}
        onSearch={(value) => onChange({ text: value.trim() })}
        data-testid="reports-text"
        style={{ width: 260 }}
      />
      {onNew && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="reports-new">
          {t('list.new')}
        </Button>
      )}
    </Space>
  );
}
