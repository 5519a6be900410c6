import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/http/guard';
import {
  canSeeLocked,
  findLock,
  listLocks,
  releaseLock,
  renewLock,
  takeOverLock,
  type LockRow,
} from '../../platform/documents/locks';
import { locksPolicy } from './locks.policy';
import { forbidden, notFound } from '../../platform/http/refusals';

const lockViewSchema = z.object({
  uuid: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});
const uuidParams = z.object({ uuid: z.uuid() });

/**
 * Edit locks: list, renew, take over, unlock (spec 3 §7 "Documents"). A lock is shown only to
 * who may see its document — in the list, on `entity_locker`, to take over or clear (issue 17);
 * the area manifests declare how their documents are seen (`lockedKinds`).
 */
export const locksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, areas } = app.platform;
  const db = database.db;

  /** The lock, for its holder or someone who may see its document (404 for everyone else). */
  const lockFor = async (actor: Actor, uuid: string): Promise<LockRow> => {
    const lock = await findLock(db, uuid);
    if (!lock || (lock.userId !== actor.userId && !(await canSeeLocked(db, areas, actor, lock))))
      throw notFound();
    return lock;
  };

  app.get(
    '/locks',
    {
      schema: {
        tags: ['locks'],
        summary: 'Live edit locks of the documents the caller may see',
        response: { 200: z.array(lockViewSchema) },
      },
    },
    async (request) => listLocks(db, areas, clock(), actorOf(request)),
  );

  app.put(
    '/locks/:uuid/renew',
    {
      schema: {
        tags: ['locks'],
        summary: 'Renew a lock this session holds',
        params: uuidParams,
        response: { 200: lockViewSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return database.db.transaction((tx) => renewLock(tx, actor, request.params.uuid, clock()));
    },
  );

  app.put(
    '/locks/:uuid/take_over',
    {
      schema: {
        tags: ['locks'],
        summary: "Take over another user's lock",
        params: uuidParams,
        response: { 200: lockViewSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const lock = await lockFor(actor, request.params.uuid);
      if (!locksPolicy.canTakeOver(actor, lock.entityType)) throw forbidden();
      return database.db.transaction((tx) => takeOverLock(tx, actor, request.params.uuid, clock()));
    },
  );

  app.delete(
    '/locks/:uuid',
    { schema: { tags: ['locks'], summary: 'Release a lock', params: uuidParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const lock = await lockFor(actor, request.params.uuid);
      const mayForce = locksPolicy.canForceUnlock(actor, lock.entityType);
      await database.db.transaction((tx) => releaseLock(tx, actor, request.params.uuid, mayForce));
      return reply.status(204).send();
    },
  );
};
