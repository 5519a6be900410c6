import type { RoundCall, RoundSheet } from '@newsroom/domain';

/**
 * A cached day sheet with a call as saved or pushed: the line of its round takes it when it is
 * newer than the one held (a late push or this session's own echo changes nothing). `null` when
 * the sheet has no line for the round (a switched-off round just called): reload the sheet.
 */
export function withCall(sheet: RoundSheet, call: RoundCall): RoundSheet | null {
  if (sheet.date !== call.date) return sheet;
  const line = sheet.entries.find((entry) => entry.round.id === call.roundId);
  if (!line) return null;
  if (line.call.version >= call.version) return sheet;
  return {
    ...sheet,
    entries: sheet.entries.map((entry) => (entry === line ? { ...entry, call } : entry)),
  };
}
