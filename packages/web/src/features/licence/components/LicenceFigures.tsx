import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenceInfo } from '@newsroom/domain';
import { currentLocale, formatDate, languageTag } from '../../../shared/i18n';

/** Props of {@link LicenceFigures}. */
export interface LicenceFiguresProps {
  info: LicenceInfo;
}

/**
 * The licence's fields as spec 3 §3 lists them: client id, licence id, type, created and
 * expiration dates, max users (and concurrent logins), active users (and open sessions), days to
 * expire and server URL. A field the licence does not set reads as a dash (or "no limit").
 */
export function LicenceFigures({ info }: LicenceFiguresProps) {
  const { t } = useTranslation('licence');
  const locale = currentLocale();
  const number = (value: number) => value.toLocaleString(languageTag(locale));
  // Calendar dates at local noon, so no time zone moves them to another day.
  const date = (value: string | null) =>
    value ? formatDate(new Date(`${value}T12:00:00`), locale) : '—';
  const limit = (value: number | null) => (value === null ? t('noLimit') : number(value));
  const items = [
    { key: 'clientId', children: info.clientId ?? '—' },
    { key: 'licenceId', children: info.licenceId ?? '—' },
    { key: 'type', children: info.type ?? t('communityType') },
    { key: 'createdAt', children: date(info.createdAt) },
    { key: 'expiresAt', children: date(info.expiresAt) },
    { key: 'daysToExpire', children: info.daysToExpire === null ? '—' : number(info.daysToExpire) },
    { key: 'maxUsers', children: limit(info.maxUsers) },
    { key: 'activeUsers', children: number(info.activeUsers) },
    { key: 'maxConcurrentLogins', children: limit(info.maxConcurrentLogins) },
    { key: 'activeLogins', children: number(info.activeLogins) },
    { key: 'serverUrl', children: info.serverUrl ?? '—' },
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="licence-figures"
      items={items.map(({ key, children }) => ({
        key,
        label: t(`fields.${key}`),
        children: <span data-testid={`licence-${key}`}>{children}</span>,
      }))}
    />
  );
}
