import { Button, Card, Flex, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONNECTOR_DEFAULT_BASE_URLS,
  type ConnectorConfig,
  type ConnectorConfigUpdate,
} from '@newsroom/domain';
import { DeleteButton } from '../../../../shared/components';
import {
  connectorFormValues,
  connectorUpdateOf,
  tokenRemovalOf,
  type ConnectorFormValues,
} from './connectorForm';

/** What the server accepts as a base URL (it checks the rest). */
const HTTP_URL = /^https?:\/\/\S+$/i;

/** Props of {@link ConnectorCard}. */
export interface ConnectorCardProps {
  /** The configuration read; the card is keyed by its version, so a new one refills it. */
  connector: ConnectorConfig;
  canEdit: boolean;
  /** A save of this connector is running. */
  isSaving: boolean;
  onSave: (update: ConnectorConfigUpdate) => void;
}

/**
 * One connector's base URL and token. The token is write-only: the card says whether one is
 * stored, takes a new one, or removes it (token null).
 */
export function ConnectorCard({ connector, canEdit, isSaving, onSave }: ConnectorCardProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConnectorFormValues>();
  const { network } = connector;
  const networkName = t(`agencyAdmin:networks.${network}`);
  const testId = `agency-connector-${network}`;

  return (
    <Card
      size="small"
      title={networkName}
      data-testid={testId}
      extra={
        connector.hasToken ? (
          <Tag color="green" data-testid={`${testId}-token-state`}>
            {t('agencyAdmin:connectors.tokenSet')}
          </Tag>
        ) : (
          <Tag data-testid={`${testId}-token-state`}>{t('agencyAdmin:connectors.noToken')}</Tag>
        )
      }
    >
      <Form<ConnectorFormValues>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={connectorFormValues(connector)}
        onFinish={(values) => onSave(connectorUpdateOf(values, connector))}
      >
        <Form.Item
          name="baseUrl"
          label={t('agencyAdmin:connectors.baseUrl')}
          extra={t('agencyAdmin:connectors.baseUrlHint', {
            url: CONNECTOR_DEFAULT_BASE_URLS[network],
          })}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            {
              validator: (_rule, value: string | undefined) =>
                HTTP_URL.test((value ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('agencyAdmin:connectors.invalidUrl'))),
            },
          ]}
        >
          <Input maxLength={500} data-testid={`${testId}-baseUrl`} />
        </Form.Item>
        <Form.Item
          name="token"
          label={t('agencyAdmin:connectors.token')}
          extra={
            connector.hasToken
              ? t('agencyAdmin:connectors.tokenSetHint')
              : t('agencyAdmin:connectors.noTokenHint')
          }
        >
          <Input.Password
            maxLength={2000}
            autoComplete="new-password"
            placeholder={connector.hasToken ? t('agencyAdmin:connectors.tokenUnchanged') : ''}
            data-testid={`${testId}-token`}
          />
        </Form.Item>
        {canEdit && (
          <Flex gap="small">
            <Button
              type="primary"
              htmlType="submit"
              loading={isSaving}
              data-testid={`${testId}-save`}
            >
              {t('common:save')}
            </Button>
            {connector.hasToken && (
              <DeleteButton
                confirmTitle={t('agencyAdmin:connectors.removeTokenConfirm', {
                  network: networkName,
                })}
                label={t('agencyAdmin:connectors.removeToken')}
                onConfirm={() => onSave(tokenRemovalOf(connector))}
                testId={`${testId}-remove-token`}
                confirmTestId={`${testId}-remove-token-confirm`}
                hasTooltip
              />
            )}
          </Flex>
        )}
      </Form>
    </Card>
  );
}
