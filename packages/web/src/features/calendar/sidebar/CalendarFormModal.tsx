import { Form, Input, Modal, Select, Switch } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LIMITS, type Calendar, type CalendarInput } from '@newsroom/domain';
import { showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { ColourInput } from '../../companyData';
import { useGroupOptions } from '../../groups';
import { calendarKeys, createCalendar, saveCalendar } from '../api/calendarsApi';

/** Props of {@link CalendarFormModal}. */
export interface CalendarFormModalProps {
  /** The calendar edited; null for a new one. */
  calendar: Calendar | null;
  onClose: () => void;
}

/** Creates or edits a calendar: name, colour, description, private, and the groups it is shared with. */
export function CalendarFormModal({ calendar, onClose }: CalendarFormModalProps) {
  const { t } = useTranslation('calendar');
  const [form] = Form.useForm<CalendarInput>();
  const message = useMessage();
  const queryClient = useQueryClient();
  const groups = useGroupOptions();
  const isPrivate = Form.useWatch('isPrivate', form);

  const save = useMutation({
    mutationFn: (input: CalendarInput) =>
      calendar ? saveCalendar(calendar.id, input, calendar.version) : createCalendar(input),
    meta: { isSilent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.calendars });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.occurrences });
      void message.success({ content: t('calendarForm.saved'), key: 'calendar-saved' });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, t)) notifyFailure(error, calendar ? 'update' : 'create');
    },
  });

  const initialValues: CalendarInput = calendar
    ? {
        name: calendar.name,
        color: calendar.color,
        description: calendar.description,
        isPrivate: calendar.isPrivate,
        groupIds: calendar.groupIds,
      }
    : { name: '', color: 'blue', description: '', isPrivate: false, groupIds: [] };

  return (
    <Modal
      open
      title={t(calendar ? 'calendarForm.titleEdit' : 'calendarForm.titleNew')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<CalendarInput>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) =>
          save.mutate({ ...values, groupIds: values.isPrivate ? [] : (values.groupIds ?? []) })
        }
        data-testid="calendar-form"
      >
        <Form.Item
          name="name"
          label={t('calendarForm.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            {
              max: CALENDAR_LIMITS.name,
              message: t('validation:maxChars', { count: CALENDAR_LIMITS.name }),
            },
          ]}
        >
          <Input data-testid="calendar-form-name" autoFocus />
        </Form.Item>
        <Form.Item name="color" label={t('calendarForm.color')}>
          <ColourInput testId="calendar-form-color" />
        </Form.Item>
        <Form.Item name="description" label={t('calendarForm.description')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="isPrivate" label={t('calendarForm.isPrivate')} valuePropName="checked">
          <Switch data-testid="calendar-form-private" />
        </Form.Item>
        {!isPrivate && (
          <Form.Item
            name="groupIds"
            label={t('calendarForm.groups')}
            extra={t('calendarForm.groupsHint')}
          >
            <Select
              mode="multiple"
              allowClear
              loading={groups.isPending}
              options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              optionFilterProp="label"
              data-testid="calendar-form-groups"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
