import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './platform/db/client';
import type { Platform } from './platform/context';
import type { AreaRegistry } from './platform/areas/manifest';
import { registerCompression } from './platform/http/compression';
import { registerErrorHandling } from './platform/http/errors';
import { proxyTrustOf } from './platform/http/forwarded';
import { describeRouteSchema } from './platform/http/openapi';
import { registerSecurity } from './platform/http/security';
import { registerAuthGuard } from './platform/http/guard';
import { registerNotFound } from './platform/http/notFound';
import { SessionCache } from './platform/auth/sessionCache';
import { withEmitHook } from './platform/realtime/outbox';
import { createRealtime } from './platform/realtime/realtime';
import { RecentEvents } from './platform/realtime/recentEvents';
import { indexEvent } from './platform/search/indexer';
import type { FileStorage } from './platform/storage/fileStorage';
import { storageFor } from './platform/storage/storageFor';
import { createMetrics } from './platform/metrics/metrics';
import { addPlatformGauges } from './platform/metrics/platformGauges';
import { registerRequestTiming } from './platform/metrics/requestTiming';
import { installationKey, secretBox } from './platform/secrets/secretBox';
import { UPLOAD_MAX_FILES } from './platform/storage/uploads';
import { appAreas } from './areas/manifests';

/** Largest JSON or form body accepted (uploads have their own limits). */
const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Resolved sessions each instance keeps. Events drop them at once; the TTL only bounds a change
 * made without one (DECISIONS "Sessions resolved from a per-instance cache").
 */
const SESSION_CACHE_LIMITS = { ttlMs: 30_000, maxEntries: 10_000 };
/** Default largest uploaded file (the image and logo limit); routes may pass their own. */
const UPLOAD_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** Options to build the app; tests pass their own clock and database. */
export interface AppOptions {
  config: Config;
  database: Database;
  clock?: () => Date;
  version?: string;
  /** The areas' hooks; every area's unless a test brings its own. */
  areas?: AreaRegistry;
  /** Where file bytes live; the configuration's unless given. */
  storage?: FileStorage;
  /** This process is one node:cluster worker of several: its metrics answer the group's figures. */
  inWorkerGroup?: boolean;
}

/** Builds the HTTP + WebSocket application without listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const areas = options.areas ?? appAreas();
  const sessions = new SessionCache(SESSION_CACHE_LIMITS);
  const recent = new RecentEvents();
  // Every event the areas emit also rewrites the search rows it names, in the same transaction,
  // and is kept for this instance's fan-out; once committed, the sessions it makes stale are
  // forgotten here before the answer leaves.
  const db: Db = withEmitHook(
    options.database.db,
    {
      before: (tx, event) => indexEvent(tx, areas.search, event),
      // Emitted outside a transaction it is committed already, its NOTIFY maybe heard: not kept.
      origin: (tx) => (tx !== db ? recent.origin : null),
      after: (tx, _event, recorded) => {
        if (tx !== db) recent.remember(recorded);
      },
    },
    (events) => sessions.changed(events),
    (recorded) => recent.forget(recorded),
  );
  const database = { ...options.database, db };
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: proxyTrustOf(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realtime = createRealtime(
    app,
    database,
    config,
    options.clock ?? (() => new Date()),
    sessions,
    recent,
  );
  // Other instances' changes reach this one's sessions through the hub.
  realtime.hub.onCommitted((event) => sessions.changed([event]));
  const platform: Platform = {
    config,
    database,
    clock: options.clock ?? (() => new Date()),
    hub: realtime.hub,
    storage: options.storage ?? storageFor(config),
    sessionPolicy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
    sessions,
    secrets: secretBox(installationKey(config.secretKey, config.dataDir)),
    metrics: createMetrics({ inWorkerGroup: options.inWorkerGroup }),
    version: options.version ?? '0.0.0',
    areas,
  };
  addPlatformGauges(platform);
  for (const [topic, renderer] of areas.renderers) realtime.hub.setRenderer(topic, renderer);
  for (const [topic, prepare] of areas.preparers)
    realtime.hub.setPreparer(topic, (event) => prepare(event, database.db, areas));
  app.decorate('platform', platform);

  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Uploads stream to storage; routes pass their own size limit (a larger file is cut and refused).
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_DEFAULT_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      fields: 10,
      parts: UPLOAD_MAX_FILES + 10,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Newsroom API',
        version: platform.version,
        description: 'Open newsroom computer system.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'nrcs_session' } },
      },
      security: [{ session: [] }],
    },
    transform: describeRouteSchema,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  registerErrorHandling(app);
  registerSecurity(app, config.cookieSecure);
  registerAuthGuard(app);
  registerRequestTiming(app);

  await app.register(
    async (api) => {
      for (const manifest of areas.manifests)
        for (const routes of manifest.routes ?? []) await api.register(routes);
    },
    { prefix: '/api' },
  );

  const hasWeb = fs.existsSync(config.webDist);
  await app.register(fastifyStatic, {
    root: hasWeb ? config.webDist : process.cwd(),
    serve: hasWeb,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each script and style sheet.
    preCompressed: true,
  });
  registerNotFound(app, config.webDist);

  app.addHook('onReady', () => realtime.start());
  app.addHook('preClose', () => realtime.stop());
  return app;
}
