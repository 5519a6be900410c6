import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, branchConfigUpdateSchema, type BranchConfigUpdate } from '@newsroom/domain';
import { schemaRule, showFieldErrors } from '../../../shared/forms';
import { useBranchConfig } from '../hooks/useBranchConfig';
import { useUpdateBranchConfig } from '../hooks/useUpdateBranchConfig';

/** Props of {@link BranchSettingsForm}. */
export interface BranchSettingsFormProps {
  /** Whether the user may save (ROLE_ADMIN_WRITE); otherwise the form is read-only. */
  canEdit: boolean;
}

const branchNameSchema = branchConfigUpdateSchema.shape.branchName;

/** The branch name and default language, kept live from `/topic/branch`. */
export function BranchSettingsForm({ canEdit }: BranchSettingsFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BranchConfigUpdate>();
  const { data: config, isPending } = useBranchConfig();
  const update = useUpdateBranchConfig();

  // A change pushed by another administrator shows at once, unless this user is editing.
  useEffect(() => {
    if (config && !form.isFieldsTouched()) {
      form.setFieldsValue({ branchName: config.branchName, locale: config.locale });
    }
  }, [config, form]);

  const handleFinish = (values: BranchConfigUpdate) => {
    update.mutate(
      { branchName: values.branchName.trim(), locale: values.locale },
      {
        onSuccess: (saved) => {
          form.resetFields();
          form.setFieldsValue({ branchName: saved.branchName, locale: saved.locale });
          void message.success({ content: t('admin:branch.saved'), key: 'branch-saved' });
        },
        onError: (error) => showFieldErrors(form, error, t),
      },
    );
  };

  if (isPending) return <Skeleton active />;

  return (
    <Card title={t('admin:branch.title')} data-testid="branch-settings">
      {!canEdit && <Alert type="info" showIcon title={t('admin:branch.readOnly')} className="nrcs-block-gap" />}
      <Form form={form} layout="vertical" onFinish={handleFinish} disabled={!canEdit} className="nrcs-form-narrow">
        <Form.Item
          name="branchName"
          label={t('admin:branch.branchName')}
          rules={[{ required: true, whitespace: true, message: t('validation:required') }, schemaRule(branchNameSchema, t)]}
        >
          <Input data-testid="branch-name" maxLength={branchNameSchema.maxLength ?? undefined} />
        </Form.Item>
        <Form.Item name="locale" label={t('admin:branch.locale')} rules={[{ required: true, message: t('validation:required') }]}>
          <Select
            data-testid="branch-locale"
            options={LOCALES.map((code) => ({ value: code, label: t(`common:languages.${code}`) }))}
          />
        </Form.Item>
        {config?.version && (
          <Form.Item label={t('admin:branch.version')}>
            <Typography.Text data-testid="branch-version">{config.version}</Typography.Text>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="branch-save">
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
