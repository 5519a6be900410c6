import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { branchRoutes } from './branch/branch.routes';
import { healthRoutes } from './health/health.routes';
import { locksRoutes } from './locks/locks.routes';
import { groupsRoutes } from './groups/groups.routes';
import { programsRoutes } from './programs/programs.routes';
import { usersRoutes } from './users/users.routes';
import { filesRoutes } from './files/files.routes';
import { settingsRoutes } from './settings/settings.routes';
import { auditRoutes } from './audit/audit.routes';
import { companyDataRoutes } from './companyData/companyData.routes';
import { teamsRoutes } from './teams/teams.routes';
import { rundownTemplatesRoutes } from './rundownTemplates/rundownTemplates.routes';
import { storyTemplatesRoutes } from './storyTemplates/storyTemplates.routes';
import { rundownsRoutes } from './rundowns/rundowns.routes';

/** Every area's routes under /api. */
export const areaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(branchRoutes);
  await app.register(locksRoutes);
  await app.register(filesRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
  await app.register(groupsRoutes);
  await app.register(programsRoutes);
  await app.register(companyDataRoutes);
  await app.register(teamsRoutes);
  await app.register(rundownTemplatesRoutes);
  await app.register(storyTemplatesRoutes);
  await app.register(rundownsRoutes);
};
