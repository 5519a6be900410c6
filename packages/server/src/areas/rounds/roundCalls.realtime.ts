import type { RoundCall } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { emit } from '../../platform/realtime/outbox';

/** The id a call's events carry: its round and day, `12/2026-11-27`. */
export const callEventId = (call: Pick<RoundCall, 'roundId' | 'date'>): string =>
  `${call.roundId}/${call.date}`;

/** Publishes a call as saved or linked (CREATE on its first save), in the change's transaction. */
export async function publishCall(
  tx: Executor,
  actor: Actor,
  action: 'CREATE' | 'UPDATE',
  call: RoundCall,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'rounds',
    entity: 'round_call',
    action,
    id: callEventId(call),
    data: call,
    version: call.version,
  });
}
