/** A connector as a poll uses it: the API's base URL (no trailing slash needed) and its token. */
export interface ConnectorSettings {
  baseUrl: string;
  token: string | null;
}
