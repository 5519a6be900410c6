import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { appAreas } from './areas/manifests';
import { superviseWorkers, workerPlan } from './cluster';
import { loadConfig, serverVersion, type Config } from './config';
import { bootstrap } from './demo/bootstrap';
import { DEMO_PASSWORD } from './demo/demoData';
import { openDatabase } from './platform/db/client';
import { databaseUpkeepWorker } from './platform/db/upkeep';
import { platformJobs } from './platform/jobs/platformJobs';
import { startJobs } from './platform/jobs/scheduler';
import { startTaskRunner } from './platform/jobs/tasks';
import { startWorkers } from './platform/jobs/workers';
import { serveGroupMetrics } from './platform/metrics/groupMetrics';
import { installationKey } from './platform/secrets/secretBox';
import { storageFor } from './platform/storage/storageFor';

/** The longest a shutdown may take before the process exits anyway (orchestrators kill at 30 s). */
const SHUTDOWN_LIMIT_MS = 25_000;

/** Where the data lives, for the start lines. */
function databaseOf(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL' : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
}

/**
 * Starts the newsroom server: database, migrations, first-start data, HTTP and /ws. In a worker
 * of several (cluster.ts), the primary says when all are ready; first-start lines come from the
 * worker that made the first data (bootstrap runs once, under its lock).
 */
async function main(config: Config): Promise<void> {
  const database = await openDatabase(config);
  const areas = appAreas();
  const storage = storageFor(config);
  await storage.check();
  const first = await bootstrap(database, {
    search: areas.search,
    adminPassword: config.adminPassword,
    demoData: config.demoData,
    now: new Date(),
    timeZone: config.newsroomTimeZone,
    storage,
    demoFeedsUrl: `http://127.0.0.1:${config.port}/api/agency/demo_feeds`,
  });
  const app = await buildApp({
    config,
    database,
    areas,
    storage,
    version: serverVersion(),
    inWorkerGroup: cluster.isWorker,
  });
  const stopJobs = startJobs(
    app.platform.database,
    platformJobs(app.platform.sessionPolicy, areas),
    app.platform.clock,
    app.log,
  );
  const stopTasks = startTaskRunner(
    app.platform.database,
    areas.taskHandlers,
    app.platform.clock,
    app.log,
    { storage: app.platform.storage },
  );
  const stopWorkers = startWorkers(
    app.platform,
    [databaseUpkeepWorker(), ...areas.workers],
    app.log,
  );

  await app.listen({ port: config.port, host: config.host });

  const lines = cluster.isWorker
    ? []
    : [
        `Newsroom ${app.platform.version} ready at http://localhost:${config.port} (database: ${databaseOf(config)})`,
      ];
  if (first.created) {
    lines.push(
      first.generatedAdminPassword
        ? `First start: user "admin" with password "${first.generatedAdminPassword}" (shown once; a new password is asked at first login).`
        : 'First start: user "admin" with the password from ADMIN_PASSWORD.',
    );
    if (first.demoUsers.length > 0) {
      lines.push(`Demo logins (password "${DEMO_PASSWORD}"):`);
      for (const u of first.demoUsers) lines.push(`  ${u.nickname.padEnd(14)} ${u.role}`);
    }
  }
  if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n\n`);

  let closing = false;
  // Sockets are closed with 1001 (clients reconnect to another instance), requests under way
  // are answered (new ones get 503, so a load balancer's readiness check fails over), and the
  // passes of jobs, tasks and workers under way end before the database closes.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await Promise.all([app.close(), stopJobs(), stopTasks(), stopWorkers()]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary died stops too, rather than serve on unsupervised.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));
}

function start(): void {
  const config = loadConfig();
  if (cluster.isPrimary) {
    const plan = workerPlan(config, os.availableParallelism());
    process.stdout.write(`${plan.note}\n`);
    if (plan.count > 1) {
      // The key file is written once here, never raced by workers starting together.
      installationKey(config.secretKey, config.dataDir);
      serveGroupMetrics();
      superviseWorkers(plan.count, SHUTDOWN_LIMIT_MS + 2_000, () =>
        process.stdout.write(
          `\nNewsroom ${serverVersion()} ready at http://localhost:${config.port} (database: ${databaseOf(config)}, ${plan.count} workers)\n\n`,
        ),
      );
      return;
    }
  }
  main(config).catch((err: unknown) => {
    process.stderr.write(
      `Newsroom failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
}

start();
