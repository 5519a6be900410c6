import { Checkbox, DatePicker, Flex, Form, InputNumber, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LIMITS, DAY_ORDERS, FREQUENCIES } from '@newsroom/domain';
import { currentLocale, languageTag, PICKER_DATE_FORMATS } from '../../../shared/i18n';
import { monthName, summarizeRecurrence, weekdayName } from '../recurrence/recurrenceSummary';
import { recurrenceOf, type EventFormValues } from './eventForm';

const ORDINAL_KEYS: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  [-1]: 'last',
};
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Props of {@link RecurrenceFields}. */
export interface RecurrenceFieldsProps {
  disabled: boolean;
}

/**
 * The repetition builder of the event editor: frequency and interval, then what the frequency
 * needs (weekdays; a day or an ordinal weekday of the month; months), how it ends, the dates
 * left out, and the sentence it amounts to.
 */
export function RecurrenceFields({ disabled }: RecurrenceFieldsProps) {
  const { t, i18n } = useTranslation('calendar');
  const form = Form.useFormInstance<EventFormValues>();
  // Every value, of the inputs not drawn for this frequency too: the summary reads them all.
  const values = Form.useWatch([], { form, preserve: true }) as EventFormValues | undefined;
  const locale = currentLocale();
  const tag = languageTag(locale);
  const dateFormat = PICKER_DATE_FORMATS[locale];
  const frequency = values?.frequency ?? 'none';
  const weekdayOptions = WEEKDAYS.map((value) => ({ value, label: weekdayName(value, tag) }));

  return (
    <fieldset className="nrcs-plain-fieldset" aria-label={t('recurrence.label')}>
      <Flex gap="small" wrap align="flex-end">
        <Form.Item name="frequency" label={t('recurrence.label')}>
          <Select
            disabled={disabled}
            data-testid="event-frequency"
            className="nrcs-select-medium"
            options={[
              { value: 'none', label: t('recurrence.frequency.none') },
              ...FREQUENCIES.map((value) => ({
                value,
                label: t(`recurrence.frequency.${value}`),
              })),
            ]}
          />
        </Form.Item>
        {frequency !== 'none' && (
          <Form.Item
            name="interval"
            label={t('recurrence.interval')}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <InputNumber
              min={1}
              max={CALENDAR_LIMITS.interval}
              precision={0}
              disabled={disabled}
              aria-label={t('recurrence.interval')}
              data-testid="event-interval"
              suffix={t(`recurrence.unit.${frequency}`)}
            />
          </Form.Item>
        )}
      </Flex>
      {frequency === 'FREQ_WEEKLY' && (
        <Form.Item
          name="weekdays"
          label={t('recurrence.weekdays')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation:required') }]}
        >
          <Checkbox.Group
            disabled={disabled}
            options={weekdayOptions}
            data-testid="event-weekdays"
          />
        </Form.Item>
      )}
      {frequency === 'FREQ_MONTHLY' && (
        <>
          <Form.Item name="monthlyBy" label={t('recurrence.monthlyBy')}>
            <Radio.Group disabled={disabled} data-testid="event-monthly-by">
              <Radio value="monthDay">{t('recurrence.byMonthDay')}</Radio>
              <Radio value="weekday">{t('recurrence.byWeekday')}</Radio>
            </Radio.Group>
          </Form.Item>
          {values?.monthlyBy === 'weekday' ? (
            <Flex gap="small" wrap>
              <Form.Item name="dayOrder" label={t('recurrence.ordinalField')}>
                <Select
                  disabled={disabled}
                  className="nrcs-select-medium"
                  data-testid="event-day-order"
                  options={DAY_ORDERS.map((value) => ({
                    value,
                    label: t(`recurrence.ordinalOption.${ORDINAL_KEYS[value]}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name="dayOrderWeekday" label={t('recurrence.weekdayField')}>
                <Select
                  disabled={disabled}
                  className="nrcs-select-medium"
                  data-testid="event-day-order-weekday"
                  options={weekdayOptions}
                />
              </Form.Item>
            </Flex>
          ) : (
            <Form.Item name="monthDay" label={t('recurrence.monthDayField')}>
              <Select
                disabled={disabled}
                className="nrcs-select-medium"
                data-testid="event-month-day"
                options={[
                  ...Array.from({ length: 31 }, (_, index) => ({
                    value: index + 1,
                    label: String(index + 1),
                  })),
                  { value: -1, label: t('recurrence.lastDayOption') },
                ]}
              />
            </Form.Item>
          )}
        </>
      )}
      {frequency === 'FREQ_YEARLY' && (
        <Form.Item
          name="months"
          label={t('recurrence.months')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation:required') }]}
        >
          <Select
            mode="multiple"
            disabled={disabled}
            data-testid="event-months"
            options={MONTHS.map((value) => ({ value, label: monthName(value, tag) }))}
          />
        </Form.Item>
      )}
      {frequency !== 'none' && (
        <>
          <Form.Item name="ends" label={t('recurrence.ends')}>
            <Radio.Group disabled={disabled} data-testid="event-ends">
              <Radio value="never">{t('recurrence.endNever')}</Radio>
              <Radio value="until">{t('recurrence.endOn')}</Radio>
              <Radio value="count">{t('recurrence.endAfter')}</Radio>
            </Radio.Group>
          </Form.Item>
          {values?.ends === 'until' && (
            <Form.Item
              name="until"
              label={t('recurrence.untilField')}
              rules={[{ required: true, message: t('validation:required') }]}
            >
              <DatePicker
                format={dateFormat}
                disabled={disabled}
                aria-label={t('recurrence.untilField')}
                data-testid="event-until"
              />
            </Form.Item>
          )}
          {values?.ends === 'count' && (
            <Form.Item
              name="count"
              label={t('recurrence.countField')}
              rules={[{ required: true, message: t('validation:required') }]}
            >
              <InputNumber
                min={1}
                max={CALENDAR_LIMITS.repeatCount}
                precision={0}
                disabled={disabled}
                aria-label={t('recurrence.countField')}
                data-testid="event-count"
              />
            </Form.Item>
          )}
          <Form.Item name="exDates" label={t('recurrence.exDates')}>
            <DatePicker
              multiple
              format={dateFormat}
              disabled={disabled}
              aria-label={t('recurrence.exDates')}
              data-testid="event-exdates"
            />
          </Form.Item>
        </>
      )}
      {values && (
        <Typography.Paragraph type="secondary" data-testid="event-recurrence-summary">
          {t('recurrence.summary')}:{' '}
          {summarizeRecurrence(recurrenceOf(values), {
            tag,
            t: i18n.getFixedT(locale, 'calendar'),
          })}
        </Typography.Paragraph>
      )}
    </fieldset>
  );
}
