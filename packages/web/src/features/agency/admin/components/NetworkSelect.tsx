import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGENCY_NETWORKS, type AgencyNetwork } from '@newsroom/domain';

/** Props of {@link NetworkSelect}. */
export interface NetworkSelectProps {
  /** The network chosen; null for every network (only with `allowAll`). */
  value: AgencyNetwork | null;
  onChange: (network: AgencyNetwork | null) => void;
  /** Offers "all networks" (cleared). */
  allowAll?: boolean;
  testId: string;
}

/** The network filter of an agency list: RSS, X, Facebook, Mastodon, Bluesky. */
export function NetworkSelect({ value, onChange, allowAll = false, testId }: NetworkSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<AgencyNetwork>
      value={value ?? undefined}
      onChange={(network) => onChange(network ?? null)}
      allowClear={allowAll}
      placeholder={t('agencyAdmin:allNetworks')}
      aria-label={t('agencyAdmin:network')}
      options={AGENCY_NETWORKS.map((network) => ({
        value: network,
        label: t(`agencyAdmin:networks.${network}`),
      }))}
      style={{ minWidth: 180 }}
      data-testid={testId}
    />
  );
}
