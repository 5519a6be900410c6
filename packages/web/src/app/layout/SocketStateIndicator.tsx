import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSocketState, type SocketState } from '../../shared/realtime';

const BADGE_STATUS: Record<SocketState, 'success' | 'processing' | 'warning' | 'default'> = {
  connected: 'success',
  connecting: 'processing',
  reconnecting: 'warning',
  idle: 'default',
};

/** The real-time connection state in the header: connected, connecting or reconnecting. */
export function SocketStateIndicator() {
  const { t } = useTranslation();
  const state = useSocketState();
  return (
    <Tooltip title={t('common:socket.hint')}>
      <span
        data-testid="socket-state"
        data-state={state}
        className="nrcs-socket-state"
        role="status"
        aria-live="polite"
      >
        <Badge status={BADGE_STATUS[state]} text={t(`common:socket.${state}`)} />
      </span>
    </Tooltip>
  );
}
