import {
  licenceDaysSchema,
  licenceInfoSchema,
  type LicenceDays,
  type LicenceFile,
  type LicenceInfo,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Query key of the licence screen's figures. */
export const LICENCE_INFO_KEY = ['licence', 'info'] as const;
/** Query key of the expiry banner's state. */
export const LICENCE_DAYS_KEY = ['licence', 'days'] as const;

/** GET /api/license/info (ROLE_ADMIN_READ). */
export function fetchLicenceInfo(signal?: AbortSignal): Promise<LicenceInfo> {
  return apiRequest('/api/license/info', { schema: licenceInfoSchema, signal });
}

/** GET /api/license/daysToExpire (any session). */
export function fetchLicenceDays(signal?: AbortSignal): Promise<LicenceDays> {
  return apiRequest('/api/license/daysToExpire', { schema: licenceDaysSchema, signal });
}

/** POST /api/license/register with an uploaded licence file (ROLE_ADMIN_WRITE). */
export function registerLicenceFile(licence: LicenceFile): Promise<LicenceInfo> {
  return apiRequest('/api/license/register', {
    method: 'POST',
    json: { licence },
    schema: licenceInfoSchema,
  });
}

/** POST /api/license/register with a client id: fetched from the licence server. */
export function registerFromServer(clientId: string): Promise<LicenceInfo> {
  return apiRequest('/api/license/register', {
    method: 'POST',
    json: { clientId },
    schema: licenceInfoSchema,
  });
}

/** POST /api/license/check: fetches the current licence from the server, when one is set. */
export function checkLicence(): Promise<LicenceInfo> {
  return apiRequest('/api/license/check', { method: 'POST', schema: licenceInfoSchema });
}

/** PUT /api/license/set_server_url; empty clears it. */
export function setLicenceServerUrl(url: string): Promise<LicenceInfo> {
  return apiRequest('/api/license/set_server_url', {
    method: 'PUT',
    json: { url: url.trim() || null },
    schema: licenceInfoSchema,
  });
}
