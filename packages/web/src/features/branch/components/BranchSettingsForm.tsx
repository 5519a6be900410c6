import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, branchConfigUpdateSchema, type BranchConfigUpdate } from '@newsroom/domain';
import { schemaRule, showFieldErrors } from '../../../shared/forms';
import { useMessage } from '../../../shared/notifications';
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
  const message = useMessage();
  const [form] = Form.useForm<BranchConfigUpdate>();
  const { data: config, isPending } = useBranchConfig();
  const update = useUpdateBranchConfig();
  // Set by the user's own edits only (rc-field-form counts setFieldsValue as touching).
  const [isEditing, setIsEditing] = useState(false);

  // A change pushed by another administrator shows at once, unless this user is editing.
  useEffect(() => {
    if (config && !isEditing) {
      form.setFieldsValue({ branchName: config.branchName, locale: config.locale });
    }
  }, [config, form, isEditing]);

  const handleFinish = (values: BranchConfigUpdate) => {
    update.mutate(
      { branchName: values.branchName.trim(), locale: values.locale },
      {
        onSuccess: () => {
          setIsEditing(false);
          void message.success({ content: t('admin:branch.saved'), key: 'branch-saved' });
        },
        onError: (error) => showFieldErrors(form, error, t),
      },
    );
  };

  if (isPending) return <Skeleton active />;

  return (
    <Card title={t('admin:branch.title')} data-testid="branch-settings">
      {!canEdit && (
        <Alert type="info" showIcon title={t('admin:branch.readOnly')} className="nrcs-block-gap" />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        onValuesChange={() => setIsEditing(true)}
        disabled={!canEdit}
        className="nrcs-form-narrow"
      >
        <Form.Item
          name="branchName"
          label={t('admin:branch.branchName')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            schemaRule(branchNameSchema, t),
          ]}
        >
          <Input
            data-testid="branch-settings-name"
            maxLength={branchNameSchema.maxLength ?? undefined}
          />
        </Form.Item>
        <Form.Item
          name="locale"
          label={t('admin:branch.locale')}
          rules={[{ required: true, message: t('validation:required') }]}
        >
          <Select
            data-testid="branch-settings-locale"
            options={LOCALES.map((code) => ({ value: code, label: t(`common:languages.${code}`) }))}
          />
        </Form.Item>
        {config?.version && (
          <Form.Item label={t('admin:branch.version')}>
            <Typography.Text data-testid="branch-settings-version">
              {config.version}
            </Typography.Text>
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          data-testid="branch-settings-save"
        >
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
