import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  programDeviceSchema,
  programInputSchema,
  programPersonSchema,
  programSchema,
  programUpdateSchema,
} from '@newsroom/domain';
import { programsPolicy } from './programs.policy';
import { programPageSchema, programSummariesSchema } from './programs.presenter';
import { programIdParamsSchema, programPageQuerySchema } from './programs.schemas';
import {
  createProgram,
  deleteProgram,
  listAccessiblePrograms,
  listProgramPeople,
  listPrograms,
  loadProgram,
  pagePrograms,
  programDevice,
  updateProgram,
  type ProgramPeopleList,
} from './programs.service';
import { routesOf } from '../../platform/http/routes';
import { recordRoutes } from '../../platform/records/recordRoutes';

const PEOPLE_LISTS: { path: string; list: ProgramPeopleList; summary: string }[] = [
  {
    path: 'editors',
    list: 'editors',
    summary: "Editors of the program's groups (of every group when open to everyone)",
  },
  { path: 'imageEditors', list: 'imageEditors', summary: 'Image editors of the program' },
  { path: 'presenters', list: 'presenters', summary: 'Presenters of the program' },
];

/** Programs (shows): CRUD, accessible vs all lists, people lists and device references (spec 3 §7). */
export const programsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;

  app.get(
    '/programs',
    {
      schema: {
        tags: ['programs'],
        summary: 'Every program, for display (names and schedules)',
        response: { 200: programSummariesSchema },
      },
    },
    async () => listPrograms(platform),
  );

  const route = routesOf(app, ['programs']);

  route.get(
    '/programs/accessible',
    'Enabled programs the caller may use (group restriction applied)',
    { response: { 200: programSummariesSchema } },
    (actor) => listAccessiblePrograms(platform, actor),
  );

  route.get(
    '/programs/filter',
    'Programs in full, paged, filtered by name (administration)',
    {
      allow: programsPolicy.canSeeAll,
      querystring: programPageQuerySchema,
      response: { 200: programPageSchema },
    },
    (actor, { query }) => pagePrograms(platform, query),
  );

  for (const { path, list, summary } of PEOPLE_LISTS) {
    route.get(
      `/programs/:id/${path}`,
      summary,
      { params: programIdParamsSchema, response: { 200: programPersonSchema.array() } },
      (actor, { params }) => listProgramPeople(platform, actor, params.id, list),
    );
  }

  for (const kind of ['cg', 'playout'] as const) {
    route.get(
      `/programs/:id/${kind}`,
      `The program's ${kind === 'cg' ? 'character-generator' : 'playout'} device id (404 while none is set)`,
      { params: programIdParamsSchema, response: { 200: programDeviceSchema } },
      (actor, { params }) => programDevice(platform, actor, params.id, kind),
    );
  }

  recordRoutes(route, {
    path: '/programs',
    view: programSchema,
    bodies: { create: programInputSchema, update: programUpdateSchema },
    allow: {
      read: programsPolicy.canRead,
      write: programsPolicy.canWrite,
      remove: programsPolicy.canDelete,
    },
    summaries: {
      get: 'A program in full (ROLE_PROGRAM_READ; 404 for a restricted program the caller may not see)',
      create: 'Create a program',
      update: 'Update a program (with the version loaded)',
      remove: 'Delete a program without content (otherwise disable it)',
    },
    calls: {
      get: (actor, id) => loadProgram(platform, actor, id),
      create: (actor, input) => createProgram(platform, actor, input),
      update: (actor, id, update) => updateProgram(platform, actor, id, update),
      remove: (actor, id) => deleteProgram(platform, actor, id),
    },
  });
};
