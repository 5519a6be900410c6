import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lockViewSchema } from '@newsroom/domain';

import type { Actor } from '../../platform/auth/actor';
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
import { routesOf } from '../../platform/http/routes';

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

  const route = routesOf(app, ['locks']);

  route.get(
    '/locks',
    'Live edit locks of the documents the caller may see',
    { response: { 200: z.array(lockViewSchema) } },
    (actor) => listLocks(db, areas, clock(), actor),
  );

  route.put(
    '/locks/:uuid/renew',
    'Renew a lock this session holds',
    { params: uuidParams, response: { 200: lockViewSchema } },
    (actor, { params }) =>
      database.db.transaction((tx) => renewLock(tx, actor, params.uuid, clock())),
  );

  route.put(
    '/locks/:uuid/take_over',
    "Take over another user's lock",
    { params: uuidParams, response: { 200: lockViewSchema } },
    async (actor, { params }) => {
      const lock = await lockFor(actor, params.uuid);
      if (!locksPolicy.canTakeOver(actor, lock.entityType)) throw forbidden();
      return database.db.transaction((tx) => takeOverLock(tx, actor, params.uuid, clock()));
    },
  );

  route.delete(
    '/locks/:uuid',
    'Release a lock',
    { params: uuidParams },
    async (actor, { params }) => {
      const lock = await lockFor(actor, params.uuid);
      const mayForce = locksPolicy.canForceUnlock(actor, lock.entityType);
      return database.db.transaction((tx) => releaseLock(tx, actor, params.uuid, mayForce));
    },
  );
};
