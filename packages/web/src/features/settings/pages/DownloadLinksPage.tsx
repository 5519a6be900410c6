import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_LINKS_MAX, downloadsSettingsShape } from '@newsroom/domain';
import { SectionForm } from '../components/SectionForm';
import { bindWholeSection } from '../components/sectionBinding';
import type { SettingsPageProps } from './settingsPageProps';

const DOWNLOADS = bindWholeSection('downloads', downloadsSettingsShape);

/** Admin "download links": where users get the companion apps and plug-ins, in order. */
export function DownloadLinksPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const required = [{ required: true, message: t('validation:required') }];
  return (
    <SectionForm
      binding={DOWNLOADS}
      title={t('downloads.title')}
      canEdit={canEdit}
      testId="settings-downloads"
    >
      <p>{t('downloads.hint')}</p>
      <Form.List name="links">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap data-testid="settings-downloads-link">
                <Form.Item
                  name={[field.name, 'label']}
                  label={t('downloads.label')}
                  rules={required}
                >
                  <Input maxLength={80} style={{ width: 220 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'url']}
                  label={t('downloads.url')}
                  rules={[...required, { type: 'url', message: t('validation:invalidUrl') }]}
                >
                  <Input maxLength={400} style={{ width: 380 }} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('downloads.remove')}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= DOWNLOAD_LINKS_MAX}
              onClick={() => add({ label: '', url: '' })}
              data-testid="settings-downloads-add"
            >
              {t('downloads.add')}
            </Button>
          </>
        )}
      </Form.List>
    </SectionForm>
  );
}
