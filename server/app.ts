import zlib from 'node:zlib';
import fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { registerGuard } from './auth/guard';
import { AUTH_CHANGED_CHANNEL, createSessionCache } from './auth/sessionCache';
import { createClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext, RouteAccess } from './context';
import type { Database } from './db/client';
import { prepareDatabase } from './prepare';
import { createLogger, OneLineRequestLog } from './logger';
import { createDiskStore, type FileStore } from './files/store';
import { registerNoStore } from './http/cache';
import { registerErrorHandler } from './http/errors';
import { registerJsonBody } from './http/jsonBody';
import { DEFAULT_BODY_LIMIT } from './http/limits';
import { registerMultipart } from './http/multipart';
import { registerYupValidation } from './http/validation';
import { appMessages } from '../i18n/app-id';
import { createOutboxWorker, type OutboxTiming, type OutboxWorker } from './outbox/worker';
import { createRetentionJob, RETENTION_POLICY, type RetentionJob } from './files/retention';
import { createReminderJob, REMINDER_INTERVAL_MS, type ReminderJob } from './reminders/job';
import { logTransport, smtpTransport, type Transports } from './outbox/transports';
import { whatsappCloudTransport } from './outbox/whatsappTransport';
import { templateGate } from './whatsapp/service';
import { webPushTransport } from './push/transport';
import { featureRoutes } from './routes';
import { kuitansiAttachments } from './kuitansi/service';
import { createWorkerPool, type WorkerPool } from './workers/pool';

export interface BuildOptions {
  config: Config;
  /** An open database (tests); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  clock?: Clock;
  files?: FileStore;
  /** Replace a channel's transport (tests use failing or recording ones). */
  transports?: Partial<Transports>;
  /** Lease and batch of the outbox worker; tests scale them down. */
  outboxTiming?: Partial<OutboxTiming>;
  /** How often the reminder job runs (once per interval in all instances); tests shorten it. */
  reminderIntervalMs?: number;
  /**
   * Run the outbox worker, the retention and the reminder jobs on timers; tests call
   * `app.outbox.runOnce()`, `app.retention.runOnce()` and `app.reminders.runOnce()` instead.
   */
  startWorkers?: boolean;
  /** Fastify's own logger options (tests: false); otherwise the server's (logger.ts). */
  logger?: FastifyServerOptions['logger'];
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's yup schemas (body, querystring, params), for tests that walk every input. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    /** The daily deletion of proof images past their retention (PROOF_RETENTION_YEARS). */
    retention: RetentionJob;
    /** The reminders of forgotten work (server/reminders). */
    reminders: ReminderJob;
    /** Every registered route with its access, for the permission test and docs. */
    routeEntries: RouteEntry[];
    /** The threads that write xlsx exports and receipt PDFs (server/workers). */
    workers: WorkerPool;
  }
}

/**
 * The whole server as a Fastify instance, ready for `listen` or `inject`. The keys of personal
 * data, migrations, their encryption step and the reference data are applied before any route
 * answers.
 */
export const buildApp = async (options: BuildOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const app = fastify({
    ...(options.logger === undefined
      ? { loggerInstance: createLogger(config), logController: new OneLineRequestLog() }
      : { logger: options.logger }),
    trustProxy: config.trustProxy,
    // Routes that carry an image raise their own limit (http/limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A URL the router cannot decode, or a path parameter over its length, answers like any
    // other bad request rather than with Fastify's own English body.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      const message = appMessages.errors.badRequest;
      return reply.status(400).send({ message, errors: { _: [message] } });
    },
  });

  const clock = options.clock ?? createClock(config.testNow);
  const { database, ownsDatabase, vapid } = await prepareDatabase(config, clock, options.database);

  // Keeps nothing until it listens (below, once the app is built: a failed build leaks no
  // connection).
  const sessions = createSessionCache();
  const ctx: AppContext = {
    db: database.db,
    authDb: database.authDb,
    sessions,
    dbKind: database.kind,
    databaseUrl: database.url,
    clock,
    config,
    files: options.files ?? createDiskStore(config.filesDir),
  };
  app.decorate('ctx', ctx);
  const workers = createWorkerPool(config.workerThreads);
  app.decorate('workers', workers);

  const transports: Transports = {
    email: config.smtpUrl
      ? smtpTransport(
          config.smtpUrl,
          config.mailFrom,
          kuitansiAttachments(database.db, config.publicUrl, workers),
        )
      : logTransport(app.log, 'email'),
    whatsapp: config.whatsapp
      ? whatsappCloudTransport(config.whatsapp, templateGate(database.db))
      : logTransport(app.log, 'whatsapp'),
    push: webPushTransport(database.db, vapid),
    ...options.transports,
  };
  app.decorate(
    'outbox',
    createOutboxWorker(database.db, clock, transports, app.log, {
      templateWaitMs: config.whatsappTemplateWaitDays * 86_400_000,
      ...options.outboxTiming,
    }),
  );
  app.decorate(
    'retention',
    createRetentionJob(database.db, clock, ctx.files, app.log, config.proofRetentionYears),
  );

  const reminderIntervalMs = options.reminderIntervalMs ?? REMINDER_INTERVAL_MS;
  app.decorate(
    'reminders',
    createReminderJob(database.db, clock, app.log, { intervalMs: reminderIntervalMs }),
  );

  const routeEntries: RouteEntry[] = [];
  app.decorate('routeEntries', routeEntries);
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || !route.config?.access) return;
    for (const method of [route.method].flat()) {
      routeEntries.push({
        method,
        url: route.url,
        access: route.config.access,
        schema: route.schema,
      });
    }
  });

  registerYupValidation(app);
  registerErrorHandler(app);
  registerGuard(app);
  registerNoStore(app);
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: appMessages.errors.routeNotFound }),
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // brotli or gzip for every compressible answer (API JSON, and any app file the build did not
  // precompress); brotli at quality 5 compresses the main chunk in ~35 ms where its best
  // quality takes ~2 s. An answer that already has an encoding (the build's .br/.gz) is left.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers up to 64 KiB (every page of a list) compressed in one synchronous call: the
    // plugin's default for 2 cores (8 KiB) sent a 50-row page (11 KB) through a zlib stream,
    // about 190 µs of CPU a request against 40 µs in one call (bench, 2 cores).
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await registerMultipart(app);
  registerJsonBody(app);
  // No route reads plain text: such a body is an unsupported type (415), not a malformed form.
  // An empty one is no body at all: react-admin's simple-rest sends its DELETEs that way.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
    body === ''
      ? done(null, undefined)
      : done(Object.assign(new Error('a text/plain body'), { statusCode: 415 })),
  );

  for (const routes of featureRoutes) await app.register(routes);

  if (options.startWorkers) {
    app.addHook('onReady', async () => {
      app.outbox.start(config.outboxPollMs);
      app.retention.start(RETENTION_POLICY.checkMs);
      app.reminders.start(reminderIntervalMs);
    });
  }
  const unlistenSessions = await database.listen(AUTH_CHANGED_CHANNEL, {
    notify: sessions.invalidate,
    listening: sessions.listening,
  });
  app.addHook('onClose', async () => {
    await app.outbox.stop();
    await app.retention.stop();
    await app.reminders.stop();
    // After the outbox: its last e-mail may still be rendering a receipt.
    await workers.close();
    await unlistenSessions();
    if (ownsDatabase) await database.close();
  });
  return app;
};
