import { scriptBookSchema, type ScriptBook } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Prefix of the cached script books (every day and program). */
export const SCRIPTS_PREFIX = ['scripts'] as const;
/** Cache key of one day's script book of a program. */
export const scriptsKey = (date: string, programId: number) =>
  [...SCRIPTS_PREFIX, date, programId] as const;

/** GET /api/scripts?date=&programId=: the program's rundown of the day with every script. */
export function fetchScripts(date: string, programId: number): Promise<ScriptBook> {
  return apiRequest('/api/scripts', { query: { date, programId }, schema: scriptBookSchema });
}
