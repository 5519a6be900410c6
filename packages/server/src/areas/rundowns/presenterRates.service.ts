import {
  readRateOf,
  readSample,
  ruleViolation,
  suggestedRates,
  wpmFromSecondsPerChar,
  type NewsReportConfig,
  type PresenterRate,
  type ReadSample,
  type Section,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { allow, notFound } from '../../platform/http/refusals';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import { rundownsPolicy } from './rundowns.policy';
import { presenterRatesRepository, type PresenterRateRow } from './presenterRates.repository';

/**
 * Presenter read rates (issue 26). Reading them is for whoever reads rundowns (the grid estimates
 * reads with them); setting a rate or accepting a suggestion is for the rundown's writers, the
 * editors who know their presenters' pace — not an administrator's setting.
 */

/** GET answer: the default for presenters without a rate of their own, and every presenter. */
export interface PresenterRates {
  /** The reporter default read rate in words per minute (anyone not listed). */
  defaultWpm: number;
  presenters: PresenterRate[];
}

function present(
  row: { userId: number; name: string; rate: PresenterRateRow | null },
  config: NewsReportConfig,
): PresenterRate {
  const { rate } = row;
  const wpm = rate?.wpm ?? null;
  return {
    userId: row.userId,
    name: row.name,
    wpm,
    effectiveWpm: wpm ?? wpmFromSecondsPerChar(readRateOf(config, row.userId)),
    suggestion:
      rate?.suggestedWpm != null && rate.suggestedAt
        ? {
            wpm: rate.suggestedWpm,
            words: rate.suggestedWords ?? 0,
            seconds: rate.suggestedSeconds ?? 0,
            stories: rate.suggestedStories ?? 0,
            rundownId: rate.suggestedRundownId,
            measuredAt: rate.suggestedAt.toISOString(),
          }
        : null,
  };
}

/** GET /presenters/read-rates. */
export async function listPresenterRates(
  platform: Platform,
  actor: Actor,
): Promise<PresenterRates> {
  allow(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  const [rows, config] = await Promise.all([
    presenterRatesRepository.list(db),
    loadAreaConfig(db, 'news_report'),
  ]);
  return {
    defaultWpm: wpmFromSecondsPerChar(config.defaultReadRate),
    presenters: rows.map((row) => present(row, config)),
  };
}

async function presented(db: Executor, userId: number): Promise<PresenterRate> {
  const [rows, config] = await Promise.all([
    presenterRatesRepository.list(db),
    loadAreaConfig(db, 'news_report'),
  ]);
  const row = rows.find((r) => r.userId === userId);
  if (!row) throw notFound();
  return present(row, config);
}

/** PUT /presenters/{id}/read-rate: a presenter's own rate, or null for the default. */
export async function setPresenterRate(
  platform: Platform,
  actor: Actor,
  userId: number,
  wpm: number | null,
): Promise<PresenterRate> {
  allow(rundownsPolicy.canWrite(actor));
  const db = platform.database.db;
  if (!(await presenterRatesRepository.userExists(db, userId))) throw notFound();
  await presenterRatesRepository.setRate(db, userId, wpm, false);
  return presented(db, userId);
}

/** POST /presenters/{id}/read-rate/accept: the waiting suggestion becomes the rate (422 if none). */
export async function acceptRateSuggestion(
  platform: Platform,
  actor: Actor,
  userId: number,
): Promise<PresenterRate> {
  allow(rundownsPolicy.canWrite(actor));
  const db = platform.database.db;
  return db.transaction(async (tx) => {
    const row = await presenterRatesRepository.find(tx, userId);
    if (!(await presenterRatesRepository.userExists(tx, userId))) throw notFound();
    if (row?.suggestedWpm == null) throw ruleViolation('rundown:noRateSuggestion');
    await presenterRatesRepository.setRate(tx, userId, row.suggestedWpm, true);
    return presented(tx, userId);
  });
}

/**
 * After a show is closed as displayed: each presenter's aired read stories measure a suggested
 * rate (domain `suggestedRates`), waiting for an editor to accept it.
 */
export async function recordRateSuggestions(
  db: Executor,
  rundownId: number,
  now: Date,
): Promise<void> {
  const aired = await presenterRatesRepository.airedStories(db, rundownId);
  const samples = aired.flatMap((story): ReadSample[] => {
    if (!Array.isArray(story.sections)) return [];
    const sample = readSample(
      story.sections as Section[],
      story.stopTime.getTime() - story.playTime.getTime(),
    );
    return sample ? [sample] : [];
  });
  for (const [userId, suggestion] of suggestedRates(samples))
    await presenterRatesRepository.suggest(db, userId, { ...suggestion, rundownId, at: now });
}
