import { Button, Flex, Form, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CALENDAR_LIMITS, REMINDER_MINUTES } from '@newsroom/domain';
import { UserMultiSelect, useUserOptions } from '../../groups';
import { reminderLabel } from './reminderLabel';

/** Props of {@link RemindersField}. */
export interface RemindersFieldProps {
  disabled: boolean;
}

/** The event's reminders: how long before each occurrence, and the users it reminds. */
export function RemindersField({ disabled }: RemindersFieldProps) {
  const { t } = useTranslation('calendar');
  const users = useUserOptions();
  const options = REMINDER_MINUTES.map((minutes) => ({
    value: minutes,
    label: t('reminder.before', { time: reminderLabel(minutes, t) }),
  }));
  return (
    <Form.List name="reminders">
      {(fields, { add, remove }) => (
        <fieldset className="nrcs-plain-fieldset" aria-label={t('reminder.label')}>
          <Form.Item label={t('reminder.label')} className="nrcs-block-gap">
            <Flex vertical gap="small">
              {fields.map((field, index) => (
                <Flex key={field.key} gap="small" align="flex-start" data-testid="event-reminder">
                  <Form.Item name={[field.name, 'minutesBefore']} noStyle>
                    <Select
                      options={options}
                      disabled={disabled}
                      className="nrcs-select-medium"
                      aria-label={`${t('reminder.when')} ${index + 1}`}
                      data-testid="event-reminder-when"
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'usersIds']} noStyle>
                    <UserMultiSelect
                      users={users.data ?? []}
                      isLoading={users.isPending}
                      disabled={disabled}
                      placeholder={t('reminder.users')}
                      testId="event-reminder-users"
                    />
                  </Form.Item>
                  {!disabled && (
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('reminder.remove')}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
              ))}
              {!disabled && fields.length < CALENDAR_LIMITS.reminders && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ minutesBefore: 15, usersIds: [] })}
                  data-testid="event-reminder-add"
                >
                  {t('reminder.add')}
                </Button>
              )}
            </Flex>
          </Form.Item>
        </fieldset>
      )}
    </Form.List>
  );
}
