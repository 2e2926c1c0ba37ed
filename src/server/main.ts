// First: it decides which React build loads (node-env.ts).
import { operatorNodeEnv } from './node-env';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { featureAuthHooks } from './auth-hooks';
import { resolveAuthSecret } from './auth/secret';
import { startCluster } from './cluster';
import { loadConfig } from './config';
import { openDatabase, pingDatabase } from './db/client';
import { createMailTransport } from './email/transport';
import { createDrain } from './graceful-stop';
import { answerHealthFirst } from './health';
import { startOutboxWorker } from './email/worker';
import { startEventDispatcher } from './events/dispatcher';
import { subscribers } from './subscribers';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { createLogger } from './lib/logger';
import { secureDataDir } from './lib/private-dir';
import { demoSignIns, seedIfEmpty } from './seed/seed';
import { createRealtimeBus } from './realtime/bus';
import { createStorage } from './storage/create-storage';
import { startOrphanSweeper } from './storage/orphan-sweep';
import { closePdfText } from './features/hiring/resume-search/pdf-text';
import { startTasks } from './lib/periodic';
import { scheduledTasks } from './tasks';
import { loadPageRenderer } from './ssr';

// Reads the configuration, opens and migrates the database, seeds an empty one, serves HTTP,
// and on SIGTERM lets requests in flight finish before closing the database. With WEB_CONCURRENCY
// above 1 (PostgreSQL only), this process migrates and seeds, then forks that many workers that serve
// on the one port (cluster.ts); each worker runs this file again and only serves (decision 034).

// Everything this process creates is its owner's only: DATA_DIR holds every account and the session key
// (lib/private-dir.ts). Set before anything is opened.
process.umask(0o077);

// The development aids follow the operator's NODE_ENV, not the default node-env.ts gave React.
const config = loadConfig({ ...process.env, NODE_ENV: operatorNodeEnv });
const rootLogger = createLogger(config.logLevel, { isAsync: true });
// With several processes writing one log, each line says whose it is.
const logger = cluster.isWorker ? rootLogger.child({ worker: cluster.worker!.id }) : rootLogger;

async function main() {
  // A worker of several: the primary has migrated, seeded and made the session key; this one serves.
  if (cluster.isWorker) return serve(await open(), null);
  if (config.webConcurrency === 1 && (config.webConcurrencyAsked ?? 1) > 1) {
    logger.warn(
      `WEB_CONCURRENCY=${config.webConcurrencyAsked} is ignored: the embedded database (PGlite) can be opened by one process only, so one server process runs. Set DATABASE_URL (PostgreSQL) to use several.`,
    );
  }
  const releaseLock = config.databaseUrl
    ? null
    : await lockDataDir(config.dataDir, {
        onTakeover: (pid) =>
          logger.warn(`took over the data folder's lock from process ${pid}, which is no longer running`),
      });
  // Once ours, before the database opens: an existing DATA_DIR made by an older version is repaired.
  secureDataDir(config.dataDir, logger);
  const opened = await open({ isMigrating: true });
  if (config.seedDemo)
    await seedIfEmpty({ db: opened.database.db, auth: opened.auth, config, logger, storage: opened.files.storage });
  // At every start, not only the first: the random demo password is otherwise only in DATA_DIR.
  const signIns = config.seedDemo ? await demoSignIns({ db: opened.database.db, config }) : null;
  if (signIns) console.log(signIns);
  if (config.webConcurrency === 1) return serve(opened, releaseLock);

  // Several processes (PostgreSQL): what had to happen once is done; each worker opens its own pool.
  const { kind } = opened.database;
  const filesKind = opened.files.kind;
  await opened.database.close();
  opened.files.close();
  startCluster({
    workers: config.webConcurrency,
    logger,
    // node-env.ts defaulted NODE_ENV in this process: each worker must see the operator's own again.
    env: { NODE_ENV: operatorNodeEnv },
    onServing: (port) => {
      logger.info(
        `${config.platformName} is running on ${config.publicUrl} (port ${port}, ${config.webConcurrency} server processes with up to ${config.databasePoolSize} PostgreSQL connections each, ${kind} database, files in ${filesKind})`,
      );
      if (config.isDevMailOn)
        logger.info(`No SMTP_URL: e-mails are not sent. Read them at ${config.publicUrl}/dev/mail (this machine only)`);
    },
  });
}

/** The database (migrated first, unless a primary did it), the files, and the auth of this process. */
async function open({ isMigrating = false } = {}) {
  const database = await openDatabase(config);
  if (isMigrating) await database.migrate();
  const files = await createStorage(config);
  // Resolved once, here, after the data folder is ours: signed e-mail links (unsubscribe) use it too.
  // A cluster's workers read the one their primary made.
  config.authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({
    db: database.db,
    config,
    logger,
    storage: files.storage,
    hooks: featureAuthHooks,
    secret: config.authSecret,
  });
  return { database, files, auth };
}

/** Everything that runs while the server is up, and its graceful stop; the only process, or one worker of several. */
async function serve(
  { database, files, auth }: Awaited<ReturnType<typeof open>>,
  releaseLock: (() => Promise<void>) | null,
) {
  const storage = files.storage;
  const outbox = startOutboxWorker({
    db: database.db,
    transport: createMailTransport(config.smtpUrl, logger, { logBodies: config.logEmailBodies }),
    from: config.mailFrom,
    logger,
  });
  // What follows each domain event (subscribers.ts), run as soon as the event commits in any process.
  const events = await startEventDispatcher({ database, subscribers, config, logger });
  const sweeper = startOrphanSweeper({ db: database.db, storage, logger });
  // Scheduled work of the features, from one list (tasks.ts); each is safe with several server processes.
  if (config.scheduleDaySeconds !== 86_400)
    logger.warn(
      `SCHEDULE_DAY_SECONDS=${config.scheduleDaySeconds}: a day of scheduled work (alert digests, hiring reminders, closing unanswered applications) lasts ${config.scheduleDaySeconds} s (for development and tests only)`,
    );
  const tasks = startTasks(scheduledTasks, { db: database.db, config, storage, logger });
  const clientDir = path.resolve('dist/client');
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (!hasClient) logger.warn('dist/client is missing: serving the API only (npm run build makes the client)');
  const realtime = await createRealtimeBus(database, logger);
  const renderer = hasClient ? await loadPageRenderer(path.resolve('dist/server/entry-server.js')) : undefined;
  if (hasClient && !renderer)
    logger.warn('dist/server is missing: pages are rendered in the browser only (npm run build makes both)');
  const app = createApp({
    db: database.db,
    config,
    auth,
    logger,
    storage,
    realtime,
    clientDir: hasClient ? clientDir : undefined,
    renderer,
  });
  const healthFirst = await answerHealthFirst(app, () => pingDatabase(database.db));
  // The server hono's serve() would make, with the health check answered ahead of the app.
  const drain = createDrain();
  const server = createServer(drain.listener(healthFirst(getRequestListener(app.fetch, { hostname: config.host }))));
  drain.track(server);
  // Longer than a load balancer's idle timeout (60 s on the common ones): otherwise the server may close
  // a kept-alive connection just as the balancer sends the next request on it, which the balancer then
  // answers with a 502. Node's default is 5 s. headersTimeout must exceed it (Node's own rule).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(config.port, config.host, () => {
    // A worker's primary says it once for all (cluster.ts).
    if (cluster.isWorker) return;
    const { port } = server.address() as AddressInfo;
    logger.info(
      `${config.platformName} is running on ${config.publicUrl} (port ${port}, ${database.kind} database, files in ${files.kind})`,
    );
    // Without SMTP, e-mails (and their codes) are readable here, on this machine (features/dev-mail).
    if (config.isDevMailOn)
      logger.info(`No SMTP_URL: e-mails are not sent. Read them at ${config.publicUrl}/dev/mail (this machine only)`);
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Stop what uses it, or start with another PORT.`
        : error.message;
    logger.fatal(message);
    console.error(`\n${message}\n`);
    void Promise.resolve(releaseLock?.()).finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing requests in flight, then stopping`);
    // New connections are refused; requests in flight and those still coming on open connections are
    // answered with `Connection: close`; idle connections close after a grace; at most 10 s in all.
    const drained = drain.stop(server, { forceAfterMs: 10_000 });
    // Notification streams never end by themselves: each is told to come back later (to another
    // process, or this one restarted), and its connection ends with it.
    realtime.endAllStreams();
    await drained;
    await events.stop();
    await outbox.stop();
    await sweeper.stop();
    await tasks.stop();
    await closePdfText();
    await realtime.close();
    await database.close();
    files.close();
    await releaseLock?.();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
    console.error(`\n${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'failed to start');
  }
  process.exit(1);
});
