import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../auth/actor';
import { actorOf } from './guard';
import { allowed } from './refusals';

type Part = z.ZodType | undefined;
type Parsed<S extends Part> = S extends z.ZodType ? z.output<S> : undefined;

/** The one answer of a route: `{ 200: schema }` or `{ 201: schema }`; none answers 204, empty. */
type Answer = { 200: z.ZodType } | { 201: z.ZodType } | undefined;
type Answered<R extends Answer> = R extends { 200: z.ZodType }
  ? z.input<R[200]>
  : R extends { 201: z.ZodType }
    ? z.input<R[201]>
    : unknown;

/** The request a call gets, its parts validated by the route's schemas. */
export type RouteRequest<P extends Part, Q extends Part, B extends Part> = FastifyRequest & {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
};

/** What a route declares besides its summary: its schemas, its answer and who may call it. */
export interface RouteSpec<P extends Part, Q extends Part, B extends Part, R extends Answer> {
  params?: P;
  querystring?: Q;
  body?: B;
  response?: R;
  /** The area policy check (403 unless it passes); any session otherwise. */
  allow?: (actor: Actor) => boolean;
}

type Call<P extends Part, Q extends Part, B extends Part, R extends Answer> = (
  actor: Actor,
  request: RouteRequest<P, Q, B>,
) => Promise<Answered<R>> | Answered<R>;

/**
 * The route shape every area repeats, declared once: a session (401), the policy check (403),
 * the call with the caller and the validated request, and its answer with the declared status
 * (204 with no body when the route declares no answer).
 */
function declare(app: FastifyInstance, tags: string[], method: HTTPMethods) {
  return <
    P extends Part = undefined,
    Q extends Part = undefined,
    B extends Part = undefined,
    R extends Answer = undefined,
  >(
    url: string,
    summary: string,
    { allow, ...schema }: RouteSpec<P, Q, B, R>,
    call: Call<P, Q, B, R>,
  ): void => {
    const status = schema.response ? Number(Object.keys(schema.response)[0]) : 204;
    app.route({
      method,
      url,
      schema: { tags, summary, ...schema },
      handler: async (request, reply) => {
        const actor = allow ? allowed(allow, actorOf(request)) : actorOf(request);
        const answer = await call(actor, request as RouteRequest<P, Q, B>);
        return status === 204 ? reply.status(204).send() : reply.status(status).send(answer);
      },
    });
  };
}

/** An area's routes under its OpenAPI tags: `route.get(url, summary, spec, call)` and so on. */
export function routesOf(app: FastifyInstance, tags: string[]) {
  return {
    get: declare(app, tags, 'GET'),
    post: declare(app, tags, 'POST'),
    put: declare(app, tags, 'PUT'),
    patch: declare(app, tags, 'PATCH'),
    delete: declare(app, tags, 'DELETE'),
  };
}
