import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appearanceSchema, branchConfigSchema } from '@newsroom/domain';
import { loadBranchConfig } from '../branch/branch.service';
import { programSummariesSchema } from '../programs/programs.presenter';
import { listAccessiblePrograms } from '../programs/programs.service';
import { readAppearance } from '../settings/settings.service';
import { meSchema } from '../users/users.presenter';
import { loadMe } from '../users/users.service';

/** GET /bootstrap: each part has the shape of the call it stands for. */
const bootstrapSchema = z.object({
  /** As GET /settings/appearance. */
  appearance: appearanceSchema,
  /** As GET /branch/config. */
  branch: branchConfigSchema,
  /** As GET /users/me; null without a session (where that call answers 401). */
  me: meSchema.nullable(),
  /** As GET /programs/accessible; null without a session. */
  accessiblePrograms: programSummariesSchema.nullable(),
});

/**
 * What the web asks at start, in one round trip instead of a chain of four. Public, because
 * the login screen needs the appearance and the branch before anyone signs in.
 */
export const bootstrapRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  app.get(
    '/bootstrap',
    {
      config: { isPublic: true },
      schema: {
        tags: ['bootstrap'],
        summary: 'Appearance, branch, the caller and their programs, in one call',
        response: { 200: bootstrapSchema },
      },
    },
    async (request) => {
      const actor = request.actor;
      const [appearance, branch, me, accessiblePrograms] = await Promise.all([
        readAppearance(platform),
        loadBranchConfig(platform),
        actor ? loadMe(platform, actor) : null,
        actor ? listAccessiblePrograms(platform, actor) : null,
      ]);
      return { appearance, branch, me, accessiblePrograms };
    },
  );
};
