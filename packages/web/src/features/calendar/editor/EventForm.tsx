import { useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  type FormProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CALENDAR_LIMITS,
  type Calendar,
  type CalendarCategory,
  type CalendarEvent,
  type EditScope,
} from '@newsroom/domain';
import { showFieldErrors } from '../../../shared/forms';
import { currentLocale, PICKER_DATE_FORMATS } from '../../../shared/i18n';
import { notifyFailure } from '../../../shared/notifications';
import { placeOf } from '../view/placeOccurrence';
import type { EditorTarget } from './editorTarget';
import { usePickerLocale } from '../../../shared/i18n/pickerLocale';
import { EventLinkField } from './EventLinkField';
import {
  eventInputOf,
  eventValues,
  followStart,
  newEventValues,
  type EventFormValues,
} from './eventForm';
import { RecurrenceFields } from './RecurrenceFields';
import { RemindersField } from './RemindersField';
import { currentOfStale, useEventMutations } from './useEventMutations';
import { useScopeQuestion } from './useScopeQuestion';

/** Props of {@link EventForm}. */
export interface EventFormProps {
  /** The event as saved; null for a new one. */
  event: CalendarEvent | null;
  target: EditorTarget;
  calendars: Calendar[];
  categories: CalendarCategory[];
  canWrite: boolean;
  onDone: () => void;
}

function initialValues(
  event: CalendarEvent | null,
  target: EditorTarget,
  calendars: Calendar[],
): EventFormValues {
  if (target.kind === 'new')
    return newEventValues(target.start, target.end, target.allDay, calendars[0]?.id);
  return eventValues(event!, target.occurrence.start, target.occurrence.end);
}

/**
 * The event's fields. Saving a repeating event first asks which occurrences the change touches;
 * a 409 shows the other user's version, which the next save is based on.
 */
export function EventForm({
  event,
  target,
  calendars,
  categories,
  canWrite,
  onDone,
}: EventFormProps) {
  const { t } = useTranslation('calendar');
  const [form] = Form.useForm<EventFormValues>();
  const [base, setBase] = useState(event);
  const [initial] = useState(() => initialValues(event, target, calendars));
  // The start the other fields were last made to follow (a cleared start is no new start).
  const followedStart = useRef(initial.start);
  const scopeQuestion = useScopeQuestion();
  const occurrence = target.kind === 'occurrence' ? target.occurrence : null;
  const locale = currentLocale();
  usePickerLocale(locale);
  const allDay = Form.useWatch('allDay', form) ?? initial.allDay;
  const calendarId = Form.useWatch('calendarId', form);
  const startDay = (Form.useWatch('start', form) ?? initial.start).format('YYYY-MM-DD');
  const pickerFormat = allDay
    ? PICKER_DATE_FORMATS[locale]
    : `${PICKER_DATE_FORMATS[locale]} HH:mm`;
  const isRepeating = Boolean(base?.frequency);

  const mutations = useEventMutations({
    onDone,
    onSaveError: (error) => {
      const current = currentOfStale(error);
      if (current && occurrence) {
        setBase(current);
        const values = eventValues(current, occurrence.start, occurrence.end);
        form.setFieldsValue(values);
        followedStart.current = values.start;
      }
      if (current || !showFieldErrors(form, error, t))
        notifyFailure(error, base ? 'update' : 'create');
    },
  });

  const handleValuesChange: FormProps<EventFormValues>['onValuesChange'] = (changed) => {
    if (!changed.start) return;
    // Every value, drawn or not: the repetition inputs of other frequencies follow too.
    const all = form.getFieldsValue(true) as EventFormValues;
    form.setFieldsValue(followStart(all, followedStart.current));
    followedStart.current = changed.start;
  };

  const handleFinish: FormProps<EventFormValues>['onFinish'] = async (values) => {
    // The inputs a frequency does not draw keep their values in the store only.
    const all = { ...(form.getFieldsValue(true) as EventFormValues), ...values };
    const input = eventInputOf(all);
    if (!base || !occurrence) {
      mutations.create.mutate(input);
      return;
    }
    let scope: EditScope = 'all';
    if (isRepeating) {
      const answer = await scopeQuestion.ask('change');
      if (!answer) return;
      scope = answer;
    }
    const place = placeOf(base, occurrence, { start: input.startDate, end: input.endDate }, scope);
    mutations.save.mutate({
      id: base.id,
      update: {
        ...input,
        ...place,
        version: base.version,
        scope,
        occurrence: isRepeating && scope !== 'all' ? occurrence.occurrence : null,
      },
    });
  };

  const handleDelete = async () => {
    if (!base || !occurrence) return;
    const scope = isRepeating ? await scopeQuestion.ask('delete') : 'all';
    if (!scope) return;
    mutations.remove.mutate({
      id: base.id,
      scope,
      occurrence: isRepeating && scope !== 'all' ? occurrence.occurrence : null,
    });
  };

  const disabled = !canWrite;
  const categoryOptions = categories
    .filter((category) => category.calendarId === calendarId)
    .map((category) => ({ value: category.id, label: category.name }));

  return (
    <Form<EventFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={handleValuesChange}
      onFinish={handleFinish}
      disabled={disabled}
      data-testid="event-form"
    >
      <Form.Item
        name="name"
        label={t('editor.name')}
        rules={[
          { required: true, whitespace: true, message: t('validation:required') },
          {
            max: CALENDAR_LIMITS.name,
            message: t('validation:maxChars', { count: CALENDAR_LIMITS.name }),
          },
        ]}
      >
        <Input data-testid="event-name" autoFocus />
      </Form.Item>
      <Flex gap="small" wrap>
        <Form.Item
          name="calendarId"
          label={t('editor.calendar')}
          rules={[{ required: true, message: t('validation:required') }]}
          className="nrcs-calendar__name"
        >
          <Select
            data-testid="event-calendar"
            options={calendars.map((calendar) => ({ value: calendar.id, label: calendar.name }))}
            onChange={() => form.setFieldValue('categoryId', null)}
          />
        </Form.Item>
        <Form.Item name="categoryId" label={t('editor.category')} className="nrcs-calendar__name">
          <Select allowClear data-testid="event-category" options={categoryOptions} />
        </Form.Item>
      </Flex>
      <Form.Item name="allDay" valuePropName="checked">
        <Checkbox data-testid="event-all-day">{t('editor.allDay')}</Checkbox>
      </Form.Item>
      <Flex gap="small" wrap>
        <Form.Item
          name="start"
          label={t('editor.start')}
          rules={[{ required: true, message: t('validation:required') }]}
        >
          <DatePicker
            showTime={allDay ? false : { format: 'HH:mm' }}
            needConfirm={false}
            format={pickerFormat}
            aria-label={t('editor.start')}
            data-testid="event-start"
          />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('editor.end')}
          dependencies={['start', 'allDay']}
          rules={[
            { required: true, message: t('validation:required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: EventFormValues['end'] | undefined) => {
                const start = getFieldValue('start') as EventFormValues['start'] | undefined;
                const unit = getFieldValue('allDay') ? 'day' : 'minute';
                if (value && start && value.isBefore(start, unit))
                  throw new Error(t('endBeforeStart'));
              },
            }),
          ]}
        >
          <DatePicker
            showTime={allDay ? false : { format: 'HH:mm' }}
            needConfirm={false}
            format={pickerFormat}
            aria-label={t('editor.end')}
            data-testid="event-end"
          />
        </Form.Item>
      </Flex>
      <Form.Item
        name="location"
        label={t('editor.location')}
        rules={[
          {
            max: CALENDAR_LIMITS.name,
            message: t('validation:maxChars', { count: CALENDAR_LIMITS.name }),
          },
        ]}
      >
        <Input data-testid="event-location" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('editor.description')}
        rules={[
          {
            max: CALENDAR_LIMITS.text,
            message: t('validation:maxChars', { count: CALENDAR_LIMITS.text }),
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} data-testid="event-description" />
      </Form.Item>
      <EventLinkField disabled={disabled} day={startDay} />
      <RecurrenceFields disabled={disabled} />
      <RemindersField disabled={disabled} />
      {canWrite && (
        <Flex justify="space-between" gap="small">
          {base ? (
            <Popconfirm
              title={t('editor.deleteConfirm')}
              onConfirm={() => void handleDelete()}
              okButtonProps={{ danger: true }}
            >
              <Button danger loading={mutations.remove.isPending} data-testid="event-delete">
                {t('editor.delete')}
              </Button>
            </Popconfirm>
          ) : (
            <span />
          )}
          <Button
            type="primary"
            htmlType="submit"
            loading={mutations.create.isPending || mutations.save.isPending}
            data-testid="event-save"
          >
            {t('common:save')}
          </Button>
        </Flex>
      )}
      {scopeQuestion.element}
    </Form>
  );
}
