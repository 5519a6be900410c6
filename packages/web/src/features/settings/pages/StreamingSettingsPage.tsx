import { Button, Form, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PLAYBACK_PROTOCOLS, STREAMING_LINKS_MAX, streamingSettingsShape } from '@newsroom/domain';
import { SectionForm } from '../components/SectionForm';
import { bindWholeSection } from '../components/sectionBinding';
import type { SettingsPageProps } from './settingsPageProps';

const STREAMING = bindWholeSection('streaming', streamingSettingsShape);

/**
 * Admin "streaming": the playback address template of each protocol the media centre links to
 * (`{objectId}` where the media id goes); the server refuses a template of another scheme.
 */
export function StreamingSettingsPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const required = [{ required: true, message: t('validation:required') }];
  return (
    <SectionForm
      binding={STREAMING}
      title={t('streaming.title')}
      canEdit={canEdit}
      testId="settings-streaming"
    >
      <p>{t('streaming.hint')}</p>
      <Form.List name="links">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap data-testid="settings-streaming-link">
                <Form.Item
                  name={[field.name, 'protocol']}
                  label={t('streaming.protocol')}
                  rules={required}
                >
                  <Select
                    style={{ width: 120 }}
                    options={PLAYBACK_PROTOCOLS.map((p) => ({ value: p, label: p }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'urlTemplate']}
                  label={t('streaming.urlTemplate')}
                  rules={required}
                >
                  <Input
                    maxLength={400}
                    style={{ width: 420 }}
                    placeholder="https://stream.example.com/vod/{objectId}/index.m3u8"
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('streaming.remove')}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= STREAMING_LINKS_MAX}
              onClick={() => add({ protocol: undefined, urlTemplate: '' })}
              data-testid="settings-streaming-add"
            >
              {t('streaming.add')}
            </Button>
          </>
        )}
      </Form.List>
    </SectionForm>
  );
}
