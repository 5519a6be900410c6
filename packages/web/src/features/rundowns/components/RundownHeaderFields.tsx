import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RundownField } from '../api/rundownsApi';
import { ClockTextInput } from './ClockTextInput';
import { formatProduction, parseCompleteTimeOfDay, parseProduction } from './headerFields';
import { RundownDateField } from './RundownDateField';
import { maskClockText } from './durationText';

/** The header's times of day, each typed as `HH:mm:ss`. */
const TIME_FIELDS = ['start', 'end'] as const;

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
        <RundownDateField date={date} today={today} isEditable={isEditable} onChange={onChange} />
      </label>
      {TIME_FIELDS.map((field) => (
        <label key={field}>
          <Typography.Text type="secondary">{t(`header.${field}`)} </Typography.Text>
          <ClockTextInput
            value={field === 'start' ? start : end}
            format={String}
            parse={(text) => parseCompleteTimeOfDay(text) ?? undefined}
            mask={maskClockText}
            onCommit={(value) => onChange(field, value)}
            isEditable={isEditable}
            label={t(`header.${field}`)}
            placeholder="HH:mm:ss"
            testId={`rundown-${field}`}
          />
        </label>
      ))}
      <label>
        <Typography.Text type="secondary">{t('header.production')} </Typography.Text>
        <ClockTextInput
          value={productionMs}
          format={formatProduction}
          parse={parseProduction}
          mask={maskClockText}
          onCommit={(value) => onChange('productionMs', value)}
          isEditable={isEditable}
          label={t('header.production')}
          placeholder={formatProduction(defaultProductionMs)}
          testId="rundown-production"
          hint={t('header.productionHelp')}
        />
      </label>
    </Space>
  );
}
