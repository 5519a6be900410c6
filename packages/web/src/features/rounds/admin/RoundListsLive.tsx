import { useRoundListsLive } from './useRoundListsLive';

/** Follows the rounds' list topics; rendered only for users the server lets subscribe. */
export function RoundListsLive() {
  useRoundListsLive();
  return null;
}
