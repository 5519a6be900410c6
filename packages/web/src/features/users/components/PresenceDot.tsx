import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Presence } from '@newsroom/domain';

const STATUS = { online: 'success', away: 'warning', offline: 'default' } as const;

/** Props of {@link PresenceDot}. */
export interface PresenceDotProps {
  presence: Presence;
}

/** A coloured dot for online (green), away (amber) or offline (grey), named for screen readers. */
export function PresenceDot({ presence }: PresenceDotProps) {
  const { t } = useTranslation();
  const label = t(`users:presence.${presence}`);
  return (
    <Badge
      status={STATUS[presence]}
      title={label}
      aria-label={label}
      data-testid="presence-dot"
      data-presence={presence}
    />
  );
}
