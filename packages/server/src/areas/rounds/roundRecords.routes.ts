import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  institutionInputSchema,
  institutionSchema,
  institutionUpdateSchema,
  segmentInputSchema,
  segmentSchema,
  segmentUpdateSchema,
} from '@newsroom/domain';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';
import * as institutions from './institutions.service';
import { roundsPolicy } from './rounds.policy';
import * as segments from './segments.service';

/** The rounds' administration lists: segments and institutions (spec 3 §2, §3, §5, §7). */
export const roundRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  const route = routesOf(app, ['rounds']);
  const allow = { read: roundsPolicy.canReadLists, write: roundsPolicy.canAdminister };

  route.get(
    '/segments',
    'Segments by name',
    { allow: allow.read, response: { 200: z.array(segmentSchema) } },
    () => segments.listSegments(platform),
  );
  recordRoutes(route, {
    path: '/segments',
    view: segmentSchema,
    bodies: { create: segmentInputSchema, update: segmentUpdateSchema },
    allow,
    summaries: {
      get: 'A segment',
      create: 'Add a segment (409 rounds:duplicateSegment, accents and case ignored)',
      update: 'Rename a segment over its version',
      remove: 'Delete a segment no institution is in (422 rounds:segmentInUse)',
    },
    calls: {
      get: (_actor, id) => segments.loadSegment(platform, id),
      create: (actor, input) => segments.createSegment(platform, actor, input),
      update: (actor, id, update) => segments.updateSegment(platform, actor, id, update),
      remove: (actor, id) => segments.deleteSegment(platform, actor, id),
    },
  });

  route.get(
    '/institutions',
    'Institutions by name, with their contacts as the address book shows them',
    { allow: allow.read, response: { 200: z.array(institutionSchema) } },
    () => institutions.listInstitutions(platform),
  );
  recordRoutes(route, {
    path: '/institutions',
    view: institutionSchema,
    bodies: { create: institutionInputSchema, update: institutionUpdateSchema },
    allow,
    summaries: {
      get: 'An institution',
      create: 'Add an institution (409 rounds:duplicateInstitution, accents and case ignored)',
      update: 'Save an institution over its version',
      remove: 'Delete an institution no round calls (422 rounds:institutionInUse)',
    },
    calls: {
      get: (_actor, id) => institutions.loadInstitution(platform, id),
      create: (actor, input) => institutions.createInstitution(platform, actor, input),
      update: (actor, id, update) => institutions.updateInstitution(platform, actor, id, update),
      remove: (actor, id) => institutions.deleteInstitution(platform, actor, id),
    },
  });
};
