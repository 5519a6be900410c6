import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { currentLocale, PICKER_DATE_FORMATS } from '../../../shared/i18n';
import { usePickerLocale } from '../../../shared/i18n/pickerLocale';

/** Props of {@link PublicationDateField}. */
export interface PublicationDateFieldProps {
  /** An ISO instant, or null for "when published". */
  value: string | null;
  onChange: (instant: string | null) => void;
  disabled: boolean;
}

/**
 * When the post goes live: a date and time in the user's language, empty for "when it is
 * published"; a time still ahead schedules it. Sent as an instant with its offset.
 */
export function PublicationDateField({ value, onChange, disabled }: PublicationDateFieldProps) {
  const { t } = useTranslation('posts');
  const locale = currentLocale();
  usePickerLocale(locale);
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      needConfirm={false}
      allowClear
      format={`${PICKER_DATE_FORMATS[locale]} HH:mm`}
      value={value ? dayjs(value) : null}
      placeholder={t('fields.publicationDateEmpty')}
      onChange={(picked) => onChange(picked ? picked.second(0).millisecond(0).format() : null)}
      disabled={disabled}
      aria-label={t('fields.publicationDate')}
      style={{ width: '100%' }}
      data-testid="post-publication-date"
    />
  );
}
