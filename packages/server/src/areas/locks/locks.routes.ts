import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '@newsroom/domain';
import { eq } from 'drizzle-orm';
import { actorOf } from '../../platform/http/guard';
import { listLocks, releaseLock, renewLock, takeOverLock } from '../../platform/documents/locks';
import { locks } from '../../platform/db/schema';
import { locksPolicy } from './locks.policy';

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

/** Edit locks: list, renew, take over, unlock (spec 3 §7 "Documents"). */
export const locksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.platform;
  const entityTypeOf = async (uuid: string) => {
    const [row] = await database.db.select({ entityType: locks.entityType }).from(locks).where(eq(locks.uuid, uuid));
    if (!row) throw new DomainError('not_found', 'error:notFound');
    return row.entityType;
  };

  app.get('/locks', { schema: { tags: ['locks'], summary: 'Live edit locks', response: { 200: z.array(lockViewSchema) } } }, async () =>
    listLocks(database.db, clock()),
  );

  app.put(
    '/locks/:uuid/renew',
    { schema: { tags: ['locks'], summary: 'Renew a lock this session holds', params: uuidParams, response: { 200: lockViewSchema } } },
    async (request) => {
      const actor = actorOf(request);
      return database.db.transaction((tx) => renewLock(tx, actor, request.params.uuid, clock()));
    },
  );

  app.put(
    '/locks/:uuid/take_over',
    { schema: { tags: ['locks'], summary: "Take over another user's lock", params: uuidParams, response: { 200: lockViewSchema } } },
    async (request) => {
      const actor = actorOf(request);
      if (!locksPolicy.canTakeOver(actor, await entityTypeOf(request.params.uuid))) throw new DomainError('forbidden', 'error:forbidden');
      return database.db.transaction((tx) => takeOverLock(tx, actor, request.params.uuid, clock()));
    },
  );

  app.delete(
    '/locks/:uuid',
    { schema: { tags: ['locks'], summary: 'Release a lock', params: uuidParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const mayForce = locksPolicy.canForceUnlock(actor, await entityTypeOf(request.params.uuid));
      await database.db.transaction((tx) => releaseLock(tx, actor, request.params.uuid, mayForce));
      return reply.status(204).send();
    },
  );
};
