import type { FastifyInstance } from 'fastify';

/** The methods the route tests call. */
export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request to the app as the session of `cookie` (none: anonymous), with a JSON body. */
export function injectAs(
  app: FastifyInstance,
  method: TestMethod,
  url: string,
  cookie: string | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: cookie ? { cookie } : {},
  });
}

/** How a route test calls the app: one request as the session of `cookie` (none: anonymous). */
export type TestCall = (
  method: TestMethod,
  url: string,
  cookie: string | null,
  payload?: unknown,
) => ReturnType<typeof injectAs>;
