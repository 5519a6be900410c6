import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  programDeviceSchema,
  programInputSchema,
  programPersonSchema,
  programSchema,
  programUpdateSchema,
} from '@newsroom/domain';
import { actorOf } from '../../platform/http/guard';
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
import { allowed } from '../../platform/http/refusals';

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

  app.get(
    '/programs/accessible',
    {
      schema: {
        tags: ['programs'],
        summary: 'Enabled programs the caller may use (group restriction applied)',
        response: { 200: programSummariesSchema },
      },
    },
    async (request) => listAccessiblePrograms(platform, actorOf(request)),
  );

  app.get(
    '/programs/filter',
    {
      schema: {
        tags: ['programs'],
        summary: 'Programs in full, paged, filtered by name (administration)',
        querystring: programPageQuerySchema,
        response: { 200: programPageSchema },
      },
    },
    async (request) => {
      allowed(programsPolicy.canSeeAll, actorOf(request));
      return pagePrograms(platform, request.query);
    },
  );

  app.get(
    '/programs/:id',
    {
      schema: {
        tags: ['programs'],
        summary:
          'A program in full (ROLE_PROGRAM_READ; 404 for a restricted program the caller may not see)',
        params: programIdParamsSchema,
        response: { 200: programSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      allowed(programsPolicy.canRead, actor);
      return loadProgram(platform, actor, request.params.id);
    },
  );

  for (const { path, list, summary } of PEOPLE_LISTS) {
    app.get(
      `/programs/:id/${path}`,
      {
        schema: {
          tags: ['programs'],
          summary,
          params: programIdParamsSchema,
          response: { 200: programPersonSchema.array() },
        },
      },
      async (request) => listProgramPeople(platform, actorOf(request), request.params.id, list),
    );
  }

  for (const kind of ['cg', 'playout'] as const) {
    app.get(
      `/programs/:id/${kind}`,
      {
        schema: {
          tags: ['programs'],
          summary: `The program's ${kind === 'cg' ? 'character-generator' : 'playout'} device id (404 while none is set)`,
          params: programIdParamsSchema,
          response: { 200: programDeviceSchema },
        },
      },
      async (request) => programDevice(platform, actorOf(request), request.params.id, kind),
    );
  }

  app.post(
    '/programs',
    {
      schema: {
        tags: ['programs'],
        summary: 'Create a program',
        body: programInputSchema,
        response: { 201: programSchema },
      },
    },
    async (request, reply) => {
      const actor = allowed(programsPolicy.canWrite, actorOf(request));
      return reply.status(201).send(await createProgram(platform, actor, request.body));
    },
  );

  app.put(
    '/programs/:id',
    {
      schema: {
        tags: ['programs'],
        summary: 'Update a program (with the version loaded)',
        params: programIdParamsSchema,
        body: programUpdateSchema,
        response: { 200: programSchema },
      },
    },
    async (request) => {
      const actor = allowed(programsPolicy.canWrite, actorOf(request));
      return updateProgram(platform, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/programs/:id',
    {
      schema: {
        tags: ['programs'],
        summary: 'Delete a program without content (otherwise disable it)',
        params: programIdParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = allowed(programsPolicy.canDelete, actorOf(request));
      await deleteProgram(platform, actor, request.params.id);
      return reply.status(204).send();
    },
  );
};
