import { Alert, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConnectorConfigUpdate, ConnectorNetwork } from '@newsroom/domain';
import { useMessage } from '../../../../shared/notifications';
import { useConnectors } from '../hooks/useConnectors';
import { ConnectorCard } from './ConnectorCard';

/** Props of {@link ConnectorsTab}. */
export interface ConnectorsTabProps {
  /** ROLE_ADMIN_WRITE: may save; otherwise read-only. */
  canEdit: boolean;
}

/** The API connectors of X, Facebook and Bluesky: where each is called and with what token. */
export function ConnectorsTab({ canEdit }: ConnectorsTabProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { query, save } = useConnectors();

  if (query.isPending) return <Skeleton active />;
  if (!query.data) return <Alert type="error" showIcon title={t('error:loadFailed')} />;

  const handleSave = (network: ConnectorNetwork, update: ConnectorConfigUpdate) =>
    save.mutate(
      { network, update },
      {
        onSuccess: () =>
          void message.success({
            content:
              update.token === null
                ? t('agencyAdmin:connectors.tokenRemoved')
                : t('agencyAdmin:connectors.saved'),
            key: `agency-connector-${network}-saved`,
          }),
      },
    );

  return (
    <Flex vertical gap="middle" data-testid="agency-connectors">
      <Typography.Paragraph type="secondary">
        {t('agencyAdmin:connectors.intro')}
      </Typography.Paragraph>
      {query.data.map((connector) => (
        <ConnectorCard
          key={`${connector.network}-${connector.version}`}
          connector={connector}
          canEdit={canEdit}
          isSaving={save.isPending && save.variables?.network === connector.network}
          onSave={(update) => handleSave(connector.network, update)}
        />
      ))}
    </Flex>
  );
}
