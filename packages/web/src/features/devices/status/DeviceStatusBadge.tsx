import { Badge, Tooltip, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConnectionState, DeviceStatus } from '@newsroom/domain';
import { currentLocale, formatDateTime } from '../../../shared/i18n';

/** Badge colour of each connection state. */
export const CONNECTION_BADGE: Record<ConnectionState, NonNullable<BadgeProps['status']>> = {
  connected: 'success',
  connecting: 'processing',
  disconnected: 'error',
  disabled: 'default',
};

/** Props of {@link DeviceStatusBadge}. */
export interface DeviceStatusBadgeProps {
  /** The device's status; undefined when none is known (shown as disabled). */
  status: DeviceStatus | undefined;
}

/**
 * A device's connection status as a coloured dot and word (the primary connection), with the
 * secondary connection, what the device said of itself and when it last answered in a tooltip.
 */
export function DeviceStatusBadge({ status }: DeviceStatusBadgeProps) {
  const { t } = useTranslation('rundown');
  const primary = status?.primary ?? 'disabled';
  const stateText = (state: ConnectionState) => t(`mos.connection.${state}`);
  const info = status?.machineInfo;
  const tooltip = (
    <div>
      <div>{t('mos.connection.primary', { state: stateText(primary) })}</div>
      {status && status.secondary !== 'disabled' ? (
        <div>{t('mos.connection.secondary', { state: stateText(status.secondary) })}</div>
      ) : null}
      {info ? (
        <div>
          {t('mos.connection.machine', {
            manufacturer: info.manufacturer,
            model: info.model,
            version: info.swRev,
          })}
        </div>
      ) : null}
      {status?.lastSeenAt ? (
        <div>
          {t('mos.connection.lastSeen', {
            at: formatDateTime(new Date(status.lastSeenAt), currentLocale()),
          })}
        </div>
      ) : null}
    </div>
  );
  return (
    <Tooltip title={tooltip}>
      <Badge
        status={CONNECTION_BADGE[primary]}
        text={stateText(primary)}
        data-testid="device-status"
        data-state={primary}
        data-secondary={status?.secondary ?? 'disabled'}
      />
    </Tooltip>
  );
}
