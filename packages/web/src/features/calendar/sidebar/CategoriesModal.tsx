import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Popconfirm, theme, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CALENDAR_LIMITS,
  type Calendar,
  type CalendarCategory,
  type CalendarCategoryInput,
} from '@newsroom/domain';
import { showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { ColourInput, cssColour } from '../../companyData';
import { calendarKeys, createCategory, deleteCategory, saveCategory } from '../api/calendarsApi';

type CategoryFields = Pick<CalendarCategoryInput, 'name' | 'color'>;

/** Props of {@link CategoriesModal}. */
export interface CategoriesModalProps {
  calendar: Calendar;
  /** The categories of every calendar shown; this dialog lists the calendar's own. */
  categories: CalendarCategory[];
  onClose: () => void;
}

/** The categories of one calendar: listed with their colour, added, renamed, recoloured, deleted. */
export function CategoriesModal({ calendar, categories, onClose }: CategoriesModalProps) {
  const { t } = useTranslation('calendar');
  const { token } = theme.useToken();
  const [form] = Form.useForm<CategoryFields>();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CalendarCategory | null>(null);
  const own = categories.filter((category) => category.calendarId === calendar.id);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.categories });
    void queryClient.invalidateQueries({ queryKey: calendarKeys.occurrences });
  };

  const save = useMutation({
    mutationFn: (fields: CategoryFields) => {
      const input = { ...fields, calendarId: calendar.id };
      return editing ? saveCategory(editing.id, input, editing.version) : createCategory(input);
    },
    meta: { isSilent: true },
    onSuccess: () => {
      refresh();
      void message.success({ content: t('categories.saved'), key: 'calendar-category-saved' });
      setEditing(null);
      form.resetFields();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, t)) notifyFailure(error, editing ? 'update' : 'create');
    },
  });

  const remove = useMutation({
    mutationFn: (category: CalendarCategory) => deleteCategory(category.id),
    meta: { failureKind: 'delete' },
    onSuccess: refresh,
  });

  const handleEdit = (category: CalendarCategory) => {
    setEditing(category);
    form.setFieldsValue({ name: category.name, color: category.color });
  };

  return (
    <Modal
      open
      title={t('categories.title', { name: calendar.name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        {own.length === 0 && (
          <Typography.Text type="secondary">{t('categories.empty')}</Typography.Text>
        )}
        <ul className="nrcs-plain-list" aria-label={t('categories.title', { name: calendar.name })}>
          {own.map((category) => (
            <li key={category.id} data-testid="calendar-category">
              <Flex align="center" gap="small">
                <span
                  className="nrcs-calendar__swatch"
                  style={{ backgroundColor: cssColour(category.color, token) }}
                  aria-hidden
                />
                <Typography.Text className="nrcs-calendar__name">{category.name}</Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('categories.edit', { name: category.name })}
                  onClick={() => handleEdit(category)}
                />
                <Popconfirm
                  title={t('categories.deleteConfirm', { name: category.name })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutate(category)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('categories.delete', { name: category.name })}
                  />
                </Popconfirm>
              </Flex>
            </li>
          ))}
        </ul>
        <Form<CategoryFields>
          form={form}
          layout="vertical"
          initialValues={{ name: '', color: 'blue' }}
          onFinish={(fields) => save.mutate(fields)}
          data-testid="calendar-category-form"
        >
          <Form.Item
            name="name"
            label={t('categories.name')}
            rules={[
              { required: true, whitespace: true, message: t('validation:required') },
              {
                max: CALENDAR_LIMITS.name,
                message: t('validation:maxChars', { count: CALENDAR_LIMITS.name }),
              },
            ]}
          >
            <Input data-testid="calendar-category-name" />
          </Form.Item>
          <Form.Item name="color" label={t('categories.color')}>
            <ColourInput testId="calendar-category-color" />
          </Form.Item>
          <Flex gap="small" justify="flex-end">
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  form.resetFields();
                }}
              >
                {t('common:cancel')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {editing ? t('common:save') : t('categories.add')}
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
