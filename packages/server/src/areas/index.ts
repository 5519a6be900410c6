import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { branchRoutes } from './branch/branch.routes';
import { healthRoutes } from './health/health.routes';
import { locksRoutes } from './locks/locks.routes';
import { usersRoutes } from './users/users.routes';

/** Every area's routes under /api. */
export const areaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(branchRoutes);
  await app.register(locksRoutes);
};
