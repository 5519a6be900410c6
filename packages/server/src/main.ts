import path from 'node:path';
import { buildApp } from './app';
import { appAreas } from './areas/manifests';
import { loadConfig, serverVersion } from './config';
import { bootstrap } from './demo/bootstrap';
import { DEMO_PASSWORD } from './demo/demoData';
import { openDatabase } from './platform/db/client';
import { platformJobs } from './platform/jobs/platformJobs';
import { startJobs } from './platform/jobs/scheduler';
import { startTaskRunner } from './platform/jobs/tasks';
import { startWorkers } from './platform/jobs/workers';
import { storageFor } from './platform/storage/storageFor';

/** The longest a shutdown may take before the process exits anyway (orchestrators kill at 30 s). */
const SHUTDOWN_LIMIT_MS = 25_000;

/** Starts the newsroom server: database, migrations, first-start data, HTTP and /ws. */
async function main(): Promise<void> {
  const config = loadConfig();
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
  const app = await buildApp({ config, database, areas, storage, version: serverVersion() });
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
  const stopWorkers = startWorkers(app.platform, areas.workers, app.log);

  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl
    ? 'PostgreSQL'
    : `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const lines = [
    `Newsroom ${app.platform.version} ready at http://localhost:${config.port} (database: ${where})`,
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
  process.stdout.write(`\n${lines.join('\n')}\n\n`);

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
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Newsroom failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
