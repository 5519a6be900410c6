import {
  callStamp,
  DomainError,
  isOnSheet,
  newsroomToday,
  unsavedCall,
  type CallState,
  type RoundCall,
  type RoundCallSave,
  type RoundSheet,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { notFound } from '../../platform/http/refusals';
import { linkedContacts } from '../contacts/contacts.linked';
import { publishCall } from './roundCalls.realtime';
import { roundCallsRepository as calls } from './roundCalls.repository';
import { contactsOf, presentCall, presentRound, presentSheetInstitution } from './rounds.presenter';
import { roundsRepository } from './rounds.repository';

/** The day sheet: each round of a day with its call, and saving a call. */

/** Today in the newsroom (its time zone), the sheet's default day. */
export const newsroomDay = (platform: Platform): string =>
  newsroomToday(platform.config.newsroomTimeZone, platform.clock());

/** A call as answered: the saved one, else pending at version 0. */
export async function callOf(db: Executor, roundId: number, date: string): Promise<RoundCall> {
  const row = await calls.find(db, roundId, date);
  return row ? presentCall(row) : unsavedCall(roundId, date);
}

/**
 * GET /rounds/sheet: every enabled round (and a switched-off one already called that day) with
 * its institution, segment, contacts and the day's call, by time then institution name.
 */
export async function loadSheet(platform: Platform, date?: string): Promise<RoundSheet> {
  const db = platform.database.db;
  const day = date ?? newsroomDay(platform);
  const [rounds, saved] = await Promise.all([
    roundsRepository.listWithInstitutions(db),
    calls.ofDate(db, day),
  ]);
  const callsByRound = new Map(saved.map((row) => [row.roundId, presentCall(row)]));
  const lines = rounds
    .map((round) => ({ round, call: callsByRound.get(round.id) ?? unsavedCall(round.id, day) }))
    .filter(({ round, call }) => isOnSheet(round, call));
  const shown = await linkedContacts(db, [
    ...new Set(lines.flatMap(({ round }) => round.institution.contactIds)),
  ]);
  return {
    date: day,
    entries: lines.map(({ round, call }) => ({
      round: presentRound(round),
      institution: presentSheetInstitution(round),
      contacts: contactsOf(round.institution.contactIds, shown),
      call,
    })),
  };
}

/**
 * PUT /rounds/{roundId}/calls/{date}: the state and note over the version loaded. Version 0 is the
 * first save and writes the row; a call saved meanwhile is 409 stale_version with the current one.
 */
export async function saveCall(
  platform: Platform,
  actor: Actor,
  roundId: number,
  date: string,
  body: RoundCallSave,
): Promise<RoundCall> {
  return platform.database.db.transaction(async (tx) => {
    if (!(await roundsRepository.find(tx, roundId))) throw notFound();
    const stale = async () =>
      new DomainError('stale_version', 'error:staleVersion', {
        current: await callOf(tx, roundId, date),
      });
    const before = await calls.find(tx, roundId, date);
    const values = {
      state: body.state,
      note: body.note,
      ...callStamp(
        before
          ? { ...before, state: before.state as CallState }
          : { state: 'pending', calledById: null, calledAt: null },
        body.state,
        actor.userId,
        platform.clock(),
      ),
    };
    const written =
      body.version === 0
        ? await calls.insertFirst(tx, roundId, date, values)
        : await calls.updateAtVersion(tx, roundId, date, body.version, values);
    if (written.length === 0) throw await stale();
    const call = await callOf(tx, roundId, date);
    await publishCall(tx, actor, body.version === 0 ? 'CREATE' : 'UPDATE', call);
    return call;
  });
}
