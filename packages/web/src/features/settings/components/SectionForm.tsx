import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../../shared/forms';
import { useMessage } from '../../../shared/notifications';
import type { SectionName, SectionValues } from '../api/settingsApi';
import { currentOfStale, useSettingsSection } from '../hooks/useSettingsSection';
import type { SectionBinding } from './sectionBinding';

/** Props of {@link SectionForm}. */
export interface SectionFormProps<K extends SectionName, V extends object> {
  /** The section and its mapping; a module constant, so that only new data refills the form. */
  binding: SectionBinding<K, V>;
  title: ReactNode;
  /** Whether the user may save (ROLE_ADMIN_WRITE); otherwise the form is read-only. */
  canEdit: boolean;
  /** data-testid of the card; `settings-<section>` unless given. */
  testId?: string;
  /** data-testid of the save button; `<testId>-save` unless given. */
  saveTestId?: string;
  /** The form's fields; a function of the loaded section when they depend on it. */
  children: ReactNode | ((data: SectionValues[K]) => ReactNode);
}

/**
 * A settings section as a form: filled from the server, refilled when another administrator
 * saves (unless this user is editing), saved whole with its version. A stale save shows the
 * conflict and the current values.
 */
export function SectionForm<K extends SectionName, V extends object>({
  binding,
  title,
  canEdit,
  testId = `settings-${binding.section}`,
  saveTestId = `${testId}-save`,
  children,
}: SectionFormProps<K, V>) {
  const { section, toForm, toUpdate } = binding;
  const { t } = useTranslation();
  const message = useMessage();
  const [form] = Form.useForm<V>();
  const { query, save } = useSettingsSection(section);
  const data = query.data;
  // Set by the user's own edits only (setFieldsValue counts as touching in rc-field-form).
  const [isEditing, setIsEditing] = useState(false);
  useEffect(() => {
    if (data && !isEditing) {
      form.resetFields();
      form.setFieldsValue(toForm(data) as Parameters<typeof form.setFieldsValue>[0]);
    }
  }, [data, form, isEditing, toForm]);

  if (query.isPending) return <Skeleton active />;
  if (!data) return <Alert type="error" showIcon title={t('error:loadFailed')} />;

  const handleFinish = (values: V) => {
    save.mutate(toUpdate(values, data), {
      onSuccess: () => {
        setIsEditing(false);
        void message.success({ content: t('settings:saved'), key: `settings-${section}-saved` });
      },
      onError: (error) => {
        if (currentOfStale(section, error)) setIsEditing(false);
        else showFieldErrors(form, error, t);
      },
    });
  };

  return (
    <Card title={title} data-testid={testId}>
      {!canEdit && (
        <Alert type="info" showIcon title={t('settings:readOnly')} className="nrcs-block-gap" />
      )}
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        onValuesChange={() => setIsEditing(true)}
        disabled={!canEdit}
        className="nrcs-form-narrow"
      >
        {typeof children === 'function' ? children(data) : children}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={saveTestId}>
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
