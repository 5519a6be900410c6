import { useEffect, useState } from 'react';
import { Input, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RundownField } from '../api/rundownsApi';
import {
  formatProduction,
  isPastDate,
  maskProduction,
  maskTimeOfDay,
  parseCompleteTimeOfDay,
  parseProduction,
} from './headerFields';

/** Props of {@link RundownHeaderFields}. */
export interface RundownHeaderFieldsProps {
  date: string;
  start: string;
  end: string;
  productionMs: number | null;
  /** Length minus commercials, shown while no production is planned. */
  defaultProductionMs: number;
  /** The newsroom's today, for the past-date hint (the server decides). */
  today: string;
  isEditable: boolean;
  onChange: (field: RundownField, value: unknown) => void;
}

/**
 * The rundown's own fields (spec 1 §3, §5): start and end as `HH:mm:ss`, the planned production
 * (`mm:ss` or `HH:mm:ss`, empty = length minus commercials) and the date, which moves the rundown.
 * Each commits on Enter or when leaving the field, only when complete and changed; otherwise the
 * field goes back to the current value.
 */
export function RundownHeaderFields({
  date,
  start,
  end,
  productionMs,
  defaultProductionMs,
  today,
  isEditable,
  onChange,
}: RundownHeaderFieldsProps) {
  const { t } = useTranslation('rundown');
  return (
    <Space size="small" wrap className="nrcs-rundown__header-fields">
      <label>
        <Typography.Text type="secondary">{t('header.date')} </Typography.Text>
        <DateField date={date} today={today} isEditable={isEditable} onChange={onChange} />
      </label>
      <label>
        <Typography.Text type="secondary">{t('header.start')} </Typography.Text>
        <TimeOfDayField
          value={start}
          isEditable={isEditable}
          label={t('header.start')}
          testId="rundown-start"
          onCommit={(value) => onChange('start', value)}
        />
      </label>
      <label>
        <Typography.Text type="secondary">{t('header.end')} </Typography.Text>
        <TimeOfDayField
          value={end}
          isEditable={isEditable}
          label={t('header.end')}
          testId="rundown-end"
          onCommit={(value) => onChange('end', value)}
        />
      </label>
      <label>
        <Typography.Text type="secondary">{t('header.production')} </Typography.Text>
        <ProductionField
          value={productionMs}
          placeholder={formatProduction(defaultProductionMs)}
          isEditable={isEditable}
          label={t('header.production')}
          onCommit={(value) => onChange('productionMs', value)}
        />
      </label>
    </Space>
  );
}

/** `HH:mm:ss`: digits and colons only, committed once complete. */
export function TimeOfDayField({
  value,
  isEditable,
  label,
  testId,
  onCommit,
}: {
  value: string;
  isEditable: boolean;
  label: string;
  testId: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const parsed = parseCompleteTimeOfDay(text);
    if (parsed === null) {
      setText(value);
      return;
    }
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <Input
      size="small"
      value={text}
      disabled={!isEditable}
      onChange={(event) => setText(maskTimeOfDay(event.target.value))}
      onBlur={commit}
      onPressEnter={commit}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') setText(value);
      }}
      inputMode="numeric"
      placeholder="HH:mm:ss"
      maxLength={8}
      aria-label={label}
      data-testid={testId}
      style={{ width: 84 }}
    />
  );
}

function ProductionField({
  value,
  placeholder,
  isEditable,
  label,
  onCommit,
}: {
  value: number | null;
  placeholder: string;
  isEditable: boolean;
  label: string;
  onCommit: (value: number | null) => void;
}) {
  const { t } = useTranslation('rundown');
  const [text, setText] = useState(formatProduction(value));
  useEffect(() => setText(formatProduction(value)), [value]);
  const commit = () => {
    const parsed = parseProduction(text);
    if (parsed === undefined) {
      setText(formatProduction(value));
      return;
    }
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <Tooltip title={t('header.productionHelp')}>
      <Input
        size="small"
        value={text}
        disabled={!isEditable}
        onChange={(event) => setText(maskProduction(event.target.value))}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Escape') setText(formatProduction(value));
        }}
        inputMode="numeric"
        placeholder={placeholder}
        maxLength={8}
        aria-label={label}
        data-testid="rundown-production"
        style={{ width: 84 }}
      />
    </Tooltip>
  );
}

function DateField({
  date,
  today,
  isEditable,
  onChange,
}: {
  date: string;
  today: string;
  isEditable: boolean;
  onChange: (field: RundownField, value: unknown) => void;
}) {
  const { t } = useTranslation('rundown');
  const [text, setText] = useState(date);
  useEffect(() => setText(date), [date]);
  const isPast = text !== '' && isPastDate(text, today);
  const commit = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) {
      setText(date);
      return;
    }
    if (text !== date) onChange('date', text);
  };
  return (
    <Tooltip
      title={isPast ? t('header.pastDateHint') : undefined}
      open={isPast ? undefined : false}
    >
      <Input
        size="small"
        type="date"
        value={text}
        min={today}
        disabled={!isEditable}
        status={isPast && text !== date ? 'warning' : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(event) => event.stopPropagation()}
        aria-label={t('header.date')}
        data-testid="rundown-move-date"
        style={{ width: 140 }}
      />
    </Tooltip>
  );
}
