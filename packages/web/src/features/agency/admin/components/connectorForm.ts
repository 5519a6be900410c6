import type { ConnectorConfig, ConnectorConfigUpdate } from '@newsroom/domain';

/** What a connector's form edits: a new token, empty to keep the stored one. */
export interface ConnectorFormValues {
  baseUrl: string;
  token: string;
}

/** The form's starting values: the address read, no token (it is write-only). */
export function connectorFormValues(connector: ConnectorConfig): ConnectorFormValues {
  return { baseUrl: connector.baseUrl, token: '' };
}

/** The PUT body of the form: a token only when one was typed (absent keeps the stored one). */
export function connectorUpdateOf(
  values: ConnectorFormValues,
  connector: ConnectorConfig,
): ConnectorConfigUpdate {
  const token = values.token.trim();
  return {
    baseUrl: values.baseUrl.trim(),
    ...(token ? { token } : {}),
    version: connector.version,
  };
}

/** The PUT body that removes the stored token and keeps the address saved. */
export function tokenRemovalOf(connector: ConnectorConfig): ConnectorConfigUpdate {
  return { baseUrl: connector.baseUrl, token: null, version: connector.version };
}
