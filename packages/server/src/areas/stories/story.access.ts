import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { notFound } from '../../platform/http/refusals';
import { accessibleProgram } from '../rundowns';
import { storyRepository, type StoryRecord } from './story.repository';

/** A story whole, whoever asks (404 when there is none). */
export async function storyRecordOf(db: Executor, id: number): Promise<StoryRecord> {
  const record = await storyRepository.findRecord(db, id);
  if (!record) throw notFound();
  return record;
}

/**
 * A story row the caller may know exists: found and, when it has a program, of a program they may
 * see. A story of a program restricted to other groups does not exist for them (404).
 */
export async function knownStory<R>(
  db: Executor,
  actor: Actor,
  row: R | undefined,
  programIdOf: (row: R) => number | null,
): Promise<R> {
  if (!row) throw notFound();
  const programId = programIdOf(row);
  if (programId !== null) await accessibleProgram(db, actor, programId);
  return row;
}
