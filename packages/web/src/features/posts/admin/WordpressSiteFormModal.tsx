import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { wordpressSiteInputSchema, type WordpressSite } from '@newsroom/domain';
import { AdminFormModal, AdminNameField, useAdminSave } from '../../../shared/admin';
import { schemaRule } from '../../../shared/forms';
import { isDuplicateSite, siteFormValues, siteInputOf, type SiteFormValues } from './siteForm';
import { useSiteCheckMessage } from './useSiteCheckMessage';
import { useSiteMutations } from './useSiteMutations';

/** Props of {@link WordpressSiteFormModal}. */
export interface WordpressSiteFormModalProps {
  /** The site to edit, or null for a new one. */
  site: WordpressSite | null;
  canEdit: boolean;
  onClose: () => void;
}

const shape = wordpressSiteInputSchema.shape;

/**
 * Create or edit a WordPress site: name, address, the user and an application password (written
 * only: on an edit, left empty keeps the stored one) and whether posts may go to it. The server
 * checks the credentials on save; how that went is said once the form closes.
 */
export function WordpressSiteFormModal({ site, canEdit, onClose }: WordpressSiteFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SiteFormValues>();
  const { save } = useSiteMutations();
  const sayCheck = useSiteCheckMessage();
  const isNew = site === null;
  const required = { required: true, whitespace: true, message: t('validation:required') };

  const callbacks = useAdminSave({
    form,
    isNew,
    onClose,
    saved: { content: t('posts:sites.saved'), key: 'wordpress-site-saved' },
    explain: (error) => {
      if (!isDuplicateSite(error)) return false;
      form.setFields([{ name: 'url', errors: [t('posts:duplicateSite')] }]);
      return true;
    },
  });

  const handleFinish = (values: SiteFormValues) =>
    save.mutate(
      { id: site?.id ?? null, version: site?.version ?? null, input: siteInputOf(values) },
      {
        onSuccess: (saved) => {
          sayCheck(saved);
          onClose();
        },
        onError: callbacks.onError,
      },
    );

  return (
    <AdminFormModal<SiteFormValues>
      form={form}
      title={isNew ? t('posts:sites.new') : t('posts:sites.edit')}
      width={560}
      canEdit={canEdit}
      saving={save.isPending}
      testId="wordpress-site-form"
      onClose={onClose}
      initialValues={siteFormValues(site)}
      onFinish={handleFinish}
    >
      <AdminNameField
        label={t('posts:sites.form.name')}
        testId="wordpress-site-form-name"
        schema={shape.name}
        maxLength={120}
      />
      <Form.Item
        name="url"
        label={t('posts:sites.form.url')}
        extra={t('posts:sites.form.urlHint')}
        rules={[required, schemaRule(shape.url, t)]}
      >
        <Input maxLength={500} placeholder="https://" data-testid="wordpress-site-form-url" />
      </Form.Item>
      <Form.Item
        name="user"
        label={t('posts:sites.form.user')}
        rules={[required, schemaRule(shape.user, t)]}
      >
        <Input maxLength={120} autoComplete="off" data-testid="wordpress-site-form-user" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('posts:sites.form.password')}
        extra={
          isNew || !site.hasPassword
            ? t('posts:sites.form.passwordHint')
            : t('posts:sites.form.passwordKeep')
        }
        rules={isNew ? [required] : []}
      >
        <Input.Password
          maxLength={200}
          autoComplete="new-password"
          placeholder={isNew ? undefined : t('posts:sites.form.passwordKeepPlaceholder')}
          data-testid="wordpress-site-form-password"
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('posts:sites.form.enabled')} valuePropName="checked">
        <Switch data-testid="wordpress-site-form-enabled" />
      </Form.Item>
    </AdminFormModal>
  );
}
