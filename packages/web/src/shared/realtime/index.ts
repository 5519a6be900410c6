export {
  realtime,
  RealtimeClient,
  brokerUrl,
  SESSION_EXPIRED_CLOSE_CODE,
  RECONNECT_DELAY_MS,
  HEARTBEAT_MS,
} from './realtimeClient';
export type {
  SocketState,
  RealtimeHandler,
  RealtimeCallbacks,
  StompClientFactory,
} from './realtimeClient';
export { useTopic, useUserQueue, useDestination, topicDestination } from './useTopic';
export { useSocketState } from './useSocketState';
