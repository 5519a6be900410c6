import { useEffect, useState } from 'react';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { CloudDownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Props of {@link LicenceServerForm}. */
export interface LicenceServerFormProps {
  serverUrl: string | null;
  /** The client id of the licence on file, offered for fetching. */
  clientId: string | null;
  canEdit: boolean;
  isSaving: boolean;
  isFetching: boolean;
  onSaveUrl: (url: string) => void;
  onFetch: (clientId: string) => void;
}

/**
 * The licence server: its URL (saved apart), and a client id whose licence to fetch from it
 * (`POST /license/register { clientId }`).
 */
export function LicenceServerForm({
  serverUrl,
  clientId,
  canEdit,
  isSaving,
  isFetching,
  onSaveUrl,
  onFetch,
}: LicenceServerFormProps) {
  const { t } = useTranslation('licence');
  const [url, setUrl] = useState(serverUrl ?? '');
  const [client, setClient] = useState(clientId ?? '');
  useEffect(() => setUrl(serverUrl ?? ''), [serverUrl]);
  useEffect(() => setClient(clientId ?? ''), [clientId]);
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('server.title')}</Typography.Text>
      <Space.Compact style={{ maxWidth: 560 }}>
        <Input
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://licences.example.com"
          aria-label={t('fields.serverUrl')}
          disabled={!canEdit}
          data-testid="licence-server-url"
        />
        <Button
          icon={<SaveOutlined />}
          onClick={() => onSaveUrl(url)}
          disabled={!canEdit}
          loading={isSaving}
          data-testid="licence-server-url-save"
        >
          {t('server.save')}
        </Button>
      </Space.Compact>
      <Space.Compact style={{ maxWidth: 560 }}>
        <Input
          value={client}
          onChange={(event) => setClient(event.target.value)}
          aria-label={t('fields.clientId')}
          placeholder={t('fields.clientId')}
          disabled={!canEdit || !serverUrl}
          data-testid="licence-client-id"
        />
        <Button
          icon={<CloudDownloadOutlined />}
          onClick={() => onFetch(client.trim())}
          disabled={!canEdit || !serverUrl || !client.trim()}
          loading={isFetching}
          data-testid="licence-fetch"
        >
          {t('server.fetch')}
        </Button>
      </Space.Compact>
      {!serverUrl && <Typography.Text type="secondary">{t('server.notSet')}</Typography.Text>}
    </Flex>
  );
}
