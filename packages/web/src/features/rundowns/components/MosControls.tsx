import type { ReactNode } from 'react';
import type { MosAction, RundownId } from '@newsroom/domain';
import { Badge, Button, Flex, Tag, Tooltip } from 'antd';
import { ApiOutlined, CheckCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceCheckState, RunningOrderDeviceState } from '@newsroom/domain';
import { CONNECTION_BADGE, useDeviceStatuses } from '../../devices/status';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { translateText } from '../../../shared/notifications';
import { useRundownMos } from '../hooks/useRundownMos';

/** Tag colour of each running-order check state. */
const CHECK_COLOURS: Record<DeviceCheckState, string> = {
  EXIST: 'green',
  CAN_CREATE: 'blue',
  CANT_CREATE: 'red',
};

/** The actions offered only while MOS is on, in order. */
const ON_ACTIONS = [
  { action: 'ready', icon: <CheckCircleOutlined /> },
  { action: 'replace', icon: <SyncOutlined /> },
] as const satisfies readonly { action: MosAction; icon: ReactNode }[];

/** Props of {@link MosControls}. */
export interface MosControlsProps {
  rundownId: RundownId;
  /** The rundown's own MOS flag, used until the live MOS state is known. */
  mosEnabled: boolean;
  /** May run MOS actions (rundown write, not displayed). */
  canEdit: boolean;
}

/**
 * The rundown's MOS actions (spec 1 §4): one enable/disable toggle, notify ready and replace
 * (these two only while MOS is on), each busy while its call runs or while the server says an
 * action runs for the rundown; beside them, each device's running-order state, live.
 */
export function MosControls({ rundownId, mosEnabled, canEdit }: MosControlsProps) {
  const { t } = useTranslation('rundown');
  const { state, running, run } = useRundownMos(rundownId);
  const isEnabled = state?.mosEnabled ?? mosEnabled;
  const isServerBusy = state?.busy ?? false;
  const isAnyRunning = running !== null || isServerBusy;
  const toggleAction = isEnabled ? 'disable' : 'enable';

  return (
    <Flex gap="small" wrap align="center" data-testid="rundown-mos" data-busy={isAnyRunning}>
      <Button
        size="small"
        type={isEnabled ? 'primary' : 'default'}
        icon={<ApiOutlined />}
        aria-pressed={isEnabled}
        disabled={!canEdit || (isAnyRunning && running !== 'enable' && running !== 'disable')}
        loading={running === 'enable' || running === 'disable' || isServerBusy}
        onClick={() => void run(toggleAction)}
        data-testid="rundown-mos-toggle"
        data-enabled={isEnabled}
      >
        {t(isEnabled ? 'mos.disable' : 'mos.enable')}
      </Button>
      {ON_ACTIONS.map(({ action, icon }) => (
        <Button
          key={action}
          size="small"
          icon={icon}
          disabled={!canEdit || !isEnabled || (isAnyRunning && running !== action)}
          loading={running === action || isServerBusy}
          onClick={() => void run(action)}
          data-testid={`rundown-mos-${action}`}
        >
          {t(`mos.${action}`)}
        </Button>
      ))}
      {state ? <MosDeviceIndicator devices={state.devices} /> : null}
    </Flex>
  );
}

/** Props of {@link MosDeviceIndicator}. */
export interface MosDeviceIndicatorProps {
  devices: readonly RunningOrderDeviceState[];
}

/**
 * One small tag per device: its name, coloured by the running order's check state (EXIST,
 * CAN_CREATE, CANT_CREATE), with a dot for its connection; the tooltip says when it last
 * acknowledged a message and its last failure.
 */
export function MosDeviceIndicator({ devices }: MosDeviceIndicatorProps) {
  const { t } = useTranslation('rundown');
  const statuses = useDeviceStatuses();
  if (devices.length === 0) return null;
  return (
    <Flex gap={4} wrap align="center" data-testid="mos-devices">
      {devices.map((device) => {
        const connection = statuses.get(device.deviceId)?.primary;
        const tooltip = (
          <div>
            <div>{t(`mos.check.${device.check}`)}</div>
            {connection ? <div>{t(`mos.connection.${connection}`)}</div> : null}
            <div>
              {device.lastAckAt
                ? t('mos.lastAck', {
                    at: formatDateTime(new Date(device.lastAckAt), currentLocale()),
                  })
                : t('mos.noAck')}
            </div>
            {device.error ? <div>{translateText({ key: device.error })}</div> : null}
          </div>
        );
        return (
          <Tooltip key={device.deviceId} title={tooltip}>
            <Tag
              color={CHECK_COLOURS[device.check]}
              data-testid="mos-device"
              data-device-id={device.deviceId}
              data-check={device.check}
              data-connection={connection ?? 'unknown'}
              data-error={device.error ?? undefined}
            >
              {connection ? <Badge status={CONNECTION_BADGE[connection]} /> : null}
              {device.name} · {t(`mos.checkShort.${device.check}`)}
            </Tag>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
