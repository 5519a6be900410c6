import type { z } from 'zod';
import type { Actor } from '../auth/actor';
import { idParamsSchema as params } from '../http/params';
import type { routesOf } from '../http/routes';

type Check = (actor: Actor) => boolean;
type Answer<V extends z.ZodType> = Promise<z.input<V>> | z.input<V>;

/** The calls on one record kind by id that the kit declares; a missing one is no route. */
export interface RecordCalls<V extends z.ZodType, I extends z.ZodType, U extends z.ZodType> {
  get?: (actor: Actor, id: number) => Answer<V>;
  create?: (actor: Actor, input: z.output<I>) => Answer<V>;
  update?: (actor: Actor, id: number, update: z.output<U>) => Answer<V>;
  remove?: (actor: Actor, id: number) => Promise<void>;
}

/** What one record kind's routes are made of. */
export interface RecordRoutesSpec<V extends z.ZodType, I extends z.ZodType, U extends z.ZodType> {
  /** The collection, `/groups`; one record is `<path>/:id`. */
  path: string;
  /** A record as answered. */
  view: V;
  /** Body of a create; of an update (with the version the caller loaded). */
  bodies: { create?: I; update?: U };
  /**
   * The policy checks: no `read`, any session reads; no `write`, any session writes (the service
   * checks); `remove` falls back to `write`.
   */
  allow: { read?: Check; write?: Check; remove?: Check };
  /** The OpenAPI summary of each call declared. */
  summaries: Partial<Record<keyof RecordCalls<V, I, U>, string>>;
  calls: RecordCalls<V, I, U>;
}

/**
 * The routes every administration record repeats, declared once: GET, PUT and DELETE on
 * `<path>/:id` and POST on `<path>`, each behind its policy check.
 */
export function recordRoutes<V extends z.ZodType, I extends z.ZodType, U extends z.ZodType>(
  route: ReturnType<typeof routesOf>,
  spec: RecordRoutesSpec<V, I, U>,
): void {
  const { path, view, bodies, allow, calls } = spec;
  const { get, create, update, remove } = calls;
  // A call without its summary is a slip of the declaration: refused when the app starts.
  const summaryOf = (call: keyof RecordCalls<V, I, U>): string => {
    const summary = spec.summaries[call];
    if (!summary) throw new Error(`${path}: the ${call} call has no summary`);
    return summary;
  };
  const item = `${path}/:id`;
  if (get)
    route.get(
      item,
      summaryOf('get'),
      { allow: allow.read, params, response: { 200: view } },
      (actor, request) => get(actor, request.params.id),
    );
  if (create)
    route.post(
      path,
      summaryOf('create'),
      { allow: allow.write, body: bodies.create, response: { 201: view } },
      (actor, request) => create(actor, request.body as z.output<I>),
    );
  if (update)
    route.put(
      item,
      summaryOf('update'),
      { allow: allow.write, params, body: bodies.update, response: { 200: view } },
      (actor, request) => update(actor, request.params.id, request.body as z.output<U>),
    );
  if (remove)
    route.delete(
      item,
      summaryOf('remove'),
      { allow: allow.remove ?? allow.write, params },
      (actor, request) => remove(actor, request.params.id),
    );
}
