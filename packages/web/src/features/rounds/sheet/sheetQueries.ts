import type { QueryClient } from '@tanstack/react-query';
import type { RoundCall, RoundSheet } from '@newsroom/domain';
import { sheetKeys } from '../api/roundsApi';
import { withCall } from './sheetCache';

/** Puts a call as saved or pushed into its day's cached sheet; reloads it when it has no line. */
export function putCall(queryClient: QueryClient, call: RoundCall): void {
  const key = sheetKeys.day(call.date);
  const held = queryClient.getQueryData<RoundSheet>(key);
  if (!held) return;
  const next = withCall(held, call);
  if (next === null) void queryClient.invalidateQueries({ queryKey: key });
  else if (next !== held) queryClient.setQueryData(key, next);
}

/** Reloads every cached sheet (a round, institution or segment changed). */
export function reloadSheets(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sheetKeys.all });
}
