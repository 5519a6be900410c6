import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_ROOT } from '../../config';
import { notFound } from '../../platform/http/refusals';

/**
 * The demo newsroom's feeds (issue 21: the agency is alive without internet): files shipped in
 * `packages/server/demo-feeds`, served by the app itself to its own poller, with their
 * `{{rfc822:N}}` / `{{iso:N}}` dates made N minutes before the request, so the wire looks current.
 * Only when the installation runs with demo data.
 */
export const DEMO_FEEDS_DIR = path.join(SERVER_ROOT, 'demo-feeds');
const TYPES: Record<string, string> = {
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/feed+json; charset=utf-8',
};

/** A demo feed's text with its date tokens filled in against `now`. */
export function datedFeed(text: string, now: Date): string {
  return text.replace(/\{\{(rfc822|iso):(\d+)\}\}/g, (_, format: string, minutes: string) => {
    const at = new Date(now.getTime() - Number(minutes) * 60_000);
    return format === 'iso' ? at.toISOString() : at.toUTCString();
  });
}

export const demoFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const platform = app.platform;
  if (!platform.config.demoData) return;
  app.get(
    '/agency/demo_feeds/:name',
    {
      config: { isPublic: true },
      schema: {
        tags: ['agency'],
        summary: "A demo newsroom's feed (demo data only)",
        params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.(xml|json)$/) }),
      },
    },
    async (request, reply) => {
      const file = path.join(DEMO_FEEDS_DIR, request.params.name);
      const text = await fs.promises.readFile(file, 'utf8').catch(() => null);
      if (text === null) throw notFound();
      return reply
        .header('content-type', TYPES[path.extname(file)] ?? 'text/plain')
        .send(datedFeed(text, platform.clock()));
    },
  );
};
