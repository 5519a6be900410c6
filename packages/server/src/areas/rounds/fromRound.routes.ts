import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignmentSchema, fromRoundSchema, proposalSchema } from '@newsroom/domain';
import { urlIdSchema } from '../../platform/http/params';
import { routesOf } from '../../platform/http/routes';
import { assignmentFromRound, proposalFromRound } from './fromRound.service';

const params = z.object({ roundId: urlIdSchema });

/** Guidelines and proposals made from a round's call (spec 3 §7 "create from … round"). */
export const fromRoundRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  routesOf(app, ['assignments']).post(
    '/assignments/round/:roundId',
    "Create a guideline from a day's call (422 rounds:guidelineExists); the call links it",
    { params, body: fromRoundSchema, response: { 201: assignmentSchema } },
    (actor, request) =>
      assignmentFromRound(platform, actor, request.params.roundId, request.body.date),
  );
  routesOf(app, ['assignment_proposals']).post(
    '/assignment_proposals/round/:roundId',
    "Create a proposal from a day's call (422 rounds:proposalExists); the call links it",
    { params, body: fromRoundSchema, response: { 201: proposalSchema } },
    (actor, request) =>
      proposalFromRound(platform, actor, request.params.roundId, request.body.date),
  );
};
