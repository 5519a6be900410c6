import { Checkbox, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { WholeNumberField } from '../../../shared/forms';
import { DomainNameField } from '../components/DomainNameField';
import { SectionForm } from '../components/SectionForm';
import { SmtpTestButton } from '../components/SmtpTestButton';
import type { SectionBinding } from '../components/sectionBinding';
import type { SettingsPageProps } from './settingsPageProps';

interface SmtpValues {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  fromAddress: string;
  /** A new password; empty = keep the stored one. */
  password: string;
  /** Remove the stored password. */
  isPasswordRemoved: boolean;
}

const SMTP: SectionBinding<'smtp', SmtpValues> = {
  section: 'smtp',
  toForm: (data) => ({
    host: data.host,
    port: data.port,
    secure: data.secure,
    username: data.username,
    fromAddress: data.fromAddress,
    password: '',
    isPasswordRemoved: false,
  }),
  toUpdate: (values, data) => ({
    host: values.host.trim(),
    port: values.port,
    secure: values.secure,
    username: values.username.trim(),
    fromAddress: values.fromAddress.trim(),
    // Absent keeps the stored password; null removes it.
    ...(values.isPasswordRemoved
      ? { password: null }
      : values.password
        ? { password: values.password }
        : {}),
    version: data.version,
  }),
};

/** Admin "SMTP": the mail server and a test mail to oneself. The password is write-only. */
export function SmtpPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation();
  return (
    <SectionForm binding={SMTP} title={t('menu:adminAreas.smtp')} canEdit={canEdit}>
      {(data) => (
        <>
          <DomainNameField
            name="host"
            label={t('settings:smtp.host')}
            invalidMessage={t('settings:smtp.invalidHost')}
            placeholder="smtp.tvhorizonte.com.br"
            testId="settings-smtp-host"
          />
          <WholeNumberField
            name="port"
            label={t('settings:smtp.port')}
            min={1}
            max={65535}
            testId="settings-smtp-port"
          />
          <Form.Item
            name="secure"
            label={t('settings:smtp.secure')}
            extra={t('settings:smtp.secureHint')}
            valuePropName="checked"
          >
            <Switch data-testid="settings-smtp-secure" />
          </Form.Item>
          <Form.Item name="username" label={t('settings:smtp.username')}>
            <Input data-testid="settings-smtp-username" maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('settings:smtp.password')}
            extra={
              data.hasPassword
                ? t('settings:smtp.passwordSetHint')
                : t('settings:smtp.passwordEmptyHint')
            }
          >
            <Input.Password
              data-testid="settings-smtp-password"
              maxLength={200}
              autoComplete="new-password"
              placeholder={data.hasPassword ? t('settings:smtp.passwordUnchanged') : ''}
            />
          </Form.Item>
          {data.hasPassword && (
            <Form.Item name="isPasswordRemoved" valuePropName="checked">
              <Checkbox data-testid="settings-smtp-remove-password">
                {t('settings:smtp.removePassword')}
              </Checkbox>
            </Form.Item>
          )}
          <Form.Item
            name="fromAddress"
            label={t('settings:smtp.fromAddress')}
            rules={[{ type: 'email', message: t('validation:invalidEmail') }]}
          >
            <Input
              data-testid="settings-smtp-from"
              maxLength={254}
              placeholder="redacao@tvhorizonte.com.br"
            />
          </Form.Item>
          {canEdit && <SmtpTestButton />}
        </>
      )}
    </SectionForm>
  );
}
