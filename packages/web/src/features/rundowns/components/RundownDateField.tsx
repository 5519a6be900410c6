import { useEffect, useState } from 'react';
import { Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RundownField } from '../api/rundownsApi';
import { isPastDate } from './headerFields';

/** Props of {@link RundownDateField}. */
export interface RundownDateFieldProps {
  date: string;
  /** The newsroom's today: earlier dates are hinted as past. */
  today: string;
  isEditable: boolean;
  onChange: (field: RundownField, value: unknown) => void;
}

/**
 * The rundown's date, which moves the rundown: commits a complete date on Enter or when leaving,
 * when changed; a past date is hinted (the server decides).
 */
export function RundownDateField({ date, today, isEditable, onChange }: RundownDateFieldProps) {
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
