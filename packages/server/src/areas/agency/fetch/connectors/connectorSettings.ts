/** A connector as a poll uses it: the API's base URL (no trailing slash needed) and its token. */
export interface ConnectorSettings {
  /** The API's root, such as `https://api.x.com/2`. */
  baseUrl: string;
  /** The bearer or access token; null when none is configured. */
  token: string | null;
}
