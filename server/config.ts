import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export const EMBEDDED_DATABASES = ['postgres', 'pglite'] as const;
export type EmbeddedDatabase = (typeof EMBEDDED_DATABASES)[number];

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… for PostgreSQL; absent for the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * The embedded database without DATABASE_URL (EMBEDDED_DATABASE): 'postgres', PostgreSQL's
   * own server started from npm's binaries (server/db/embeddedPostgres.ts), or 'pglite', in
   * the server's own process. A DATA_DIR that holds only a PGlite database keeps using it.
   */
  embeddedDatabase: EmbeddedDatabase;
  /**
   * Connections of the server's PostgreSQL pool (DATABASE_POOL_MAX): the whole server's, shared
   * out among its `webConcurrency` processes (server/cluster.ts).
   */
  databasePoolMax: number;
  /**
   * Threads of the pool that writes xlsx exports and receipt PDFs (WORKER_THREADS); by default
   * one fewer than the cores, at least 1 and at most 4: the request thread keeps a core.
   */
  workerThreads: number;
  /**
   * Processes serving HTTP on the port (WEB_CONCURRENCY): the number of cores on PostgreSQL;
   * always 1 on PGlite, whose data folder is one process's alone.
   */
  webConcurrency: number;
  /**
   * How long one query of a request may run, and wait for a pooled connection, before the
   * request answers 503 (STATEMENT_TIMEOUT_MS; 0: no limit). PostgreSQL only.
   */
  statementTimeoutMs: number;
  dataDir: string;
  /** Where uploaded files are kept; defaults to `<dataDir>/files`. */
  filesDir: string;
  /** The address users reach the app at, used in e-mailed links. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionTtlHours: number;
  /** Fixed clock for tests and demos; refused in production. */
  testNow: Date | undefined;
  production: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Load the demo seed when the database is empty (default for the embedded database). */
  seedDemo: boolean;
  /** Folder of the built app; the API alone runs when it is missing. */
  distDir: string;
  /** Overrides the help-center guide URL kept in the settings. */
  helpCenterUrl: string | undefined;
  outboxPollMs: number;
  /**
   * Proof images older than this many years are deleted by the retention job
   * (PROOF_RETENTION_YEARS; 0 keeps them for ever).
   */
  proofRetentionYears: number;
  /**
   * The WhatsApp Cloud API; without it WhatsApp messages are only recorded in the log. With the
   * business account (WHATSAPP_BUSINESS_ACCOUNT_ID) the templates are submitted for review and
   * messages go as approved templates; without it, as free text (delivered only within 24 hours
   * of the recipient's last message).
   */
  whatsapp:
    | { apiUrl: string; token: string; phoneNumberId: string; businessAccountId?: string }
    | undefined;
  /** How long a message waits for its template's approval before it fails (days). */
  whatsappTemplateWaitDays: number;
  /**
   * The Cloud API's webhook (delivery receipts): the app secret that signs its POSTs and the
   * token its verification GET must show. Without them it refuses every call.
   */
  whatsappWebhook: { appSecret: string | undefined; verifyToken: string | undefined };
  /** Web Push: the VAPID contact, and a key pair when not the one kept in the database. */
  vapid: { subject: string; keys: { publicKey: string; privateKey: string } | undefined };
}

export class ConfigError extends Error {}

/** pino's levels; anything else would make the logger throw deep inside the start. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A host name (RFC 1123 labels), an IPv4 address or an IPv6 address. */
const isHost = (value: string): boolean =>
  isIP(value) !== 0 ||
  (value.length <= 253 &&
    value.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label)));

const urlFrom = (
  env: NodeJS.ProcessEnv,
  name: string,
  protocols: string[],
  example: string,
  /** The value may carry a password: the message does not repeat it. */
  secret = false,
): string | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const got = secret ? 'a value that is not one' : `"${raw}"`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL like ${example}, got ${got}`);
  }
  if (!protocols.includes(url.protocol) || !url.hostname) {
    throw new ConfigError(`${name} must be a URL like ${example}, got ${got}`);
  }
  return raw;
};

const intFrom = (
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range}, got "${raw}"`);
  }
  return value;
};

const boolFrom = (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};

/** WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID together turn on delivery through the Cloud API. */
const whatsappFrom = (env: NodeJS.ProcessEnv): Config['whatsapp'] => {
  const token = env.WHATSAPP_TOKEN || undefined;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID || undefined;
  const apiUrl = (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/.test(apiUrl)) {
    throw new ConfigError('WHATSAPP_API_URL must start with http:// or https://');
  }
  if (!token && !phoneNumberId) {
    if (env.WHATSAPP_BUSINESS_ACCOUNT_ID) {
      throw new ConfigError(
        'WHATSAPP_BUSINESS_ACCOUNT_ID needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID',
      );
    }
    return undefined;
  }
  if (!token || !phoneNumberId) {
    throw new ConfigError('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be given together');
  }
  if (!/^\d+$/.test(phoneNumberId)) {
    throw new ConfigError(`WHATSAPP_PHONE_NUMBER_ID must be digits, got "${phoneNumberId}"`);
  }
  if (/\s/.test(token)) throw new ConfigError('WHATSAPP_TOKEN must not contain spaces');
  const businessAccountId = env.WHATSAPP_BUSINESS_ACCOUNT_ID || undefined;
  if (businessAccountId !== undefined && !/^\d+$/.test(businessAccountId)) {
    throw new ConfigError(
      `WHATSAPP_BUSINESS_ACCOUNT_ID must be digits, got "${businessAccountId}"`,
    );
  }
  return { apiUrl, token, phoneNumberId, ...(businessAccountId && { businessAccountId }) };
};

const whatsappWebhookFrom = (env: NodeJS.ProcessEnv): Config['whatsappWebhook'] => {
  const appSecret = env.WHATSAPP_APP_SECRET || undefined;
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN || undefined;
  for (const [name, value] of [
    ['WHATSAPP_APP_SECRET', appSecret],
    ['WHATSAPP_VERIFY_TOKEN', verifyToken],
  ] as const) {
    if (value !== undefined && /\s/.test(value)) {
      throw new ConfigError(`${name} must not contain spaces`);
    }
  }
  return { appSecret, verifyToken };
};

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together replace the generated pair: a P-256 public
 * point (65 bytes) and private scalar (32 bytes), base64url as `web-push generate-vapid-keys`
 * prints them.
 */
const vapidFrom = (env: NodeJS.ProcessEnv, publicUrl: string): Config['vapid'] => {
  const subject =
    env.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:admin@localhost');
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    throw new ConfigError('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  }
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey && !privateKey) return { subject, keys: undefined };
  if (!publicKey || !privateKey) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together');
  }
  const bytes = (value: string) =>
    /^[A-Za-z0-9_-]+=*$/.test(value) ? Buffer.from(value, 'base64url').length : 0;
  if (bytes(publicKey) !== 65) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be 65 bytes in base64url');
  }
  if (bytes(privateKey) !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be 32 bytes in base64url');
  }
  return { subject, keys: { publicKey, privateKey } };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const production = env.NODE_ENV === 'production';
  const port = intFrom(env, 'PORT', 3000, 1, 65_535);
  const host = env.HOST || '0.0.0.0';
  if (!isHost(host)) {
    throw new ConfigError(`HOST must be a host name or an IP address like 0.0.0.0, got "${host}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const databaseUrl = urlFrom(
    env,
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'postgres://user@host:5432/name',
    true,
  );
  const publicUrl = (
    urlFrom(env, 'PUBLIC_URL', ['http:', 'https:'], 'https://aog.example.id') ??
    `http://localhost:${port}`
  ).replace(/\/+$/, '');
  let testNow: Date | undefined;
  if (env.TEST_NOW) {
    if (production) throw new ConfigError('TEST_NOW is refused when NODE_ENV=production');
    testNow = new Date(env.TEST_NOW);
    if (Number.isNaN(testNow.getTime())) {
      throw new ConfigError(`TEST_NOW must be an ISO 8601 instant, got "${env.TEST_NOW}"`);
    }
  }
  const smtpUrl = urlFrom(
    env,
    'SMTP_URL',
    ['smtp:', 'smtps:'],
    'smtp://user:password@mail.example.id:587',
    true,
  );
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const embeddedDatabase = (env.EMBEDDED_DATABASE || 'postgres') as EmbeddedDatabase;
  if (!EMBEDDED_DATABASES.includes(embeddedDatabase)) {
    throw new ConfigError(
      `EMBEDDED_DATABASE must be one of ${EMBEDDED_DATABASES.join(', ')}, got "${embeddedDatabase}"`,
    );
  }
  const webConcurrency = intFrom(
    env,
    'WEB_CONCURRENCY',
    databaseUrl ? availableParallelism() : 1,
    1,
    256,
  );
  // Refused rather than lowered: a setting that silently does less than it says would be
  // found out only under load.
  if (!databaseUrl && embeddedDatabase === 'pglite' && webConcurrency > 1) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${webConcurrency} needs PostgreSQL: PGlite runs inside one server ` +
        'process; leave WEB_CONCURRENCY unset or 1, or use the embedded PostgreSQL or DATABASE_URL',
    );
  }
  return {
    port,
    host,
    databaseUrl,
    embeddedDatabase,
    databasePoolMax: intFrom(env, 'DATABASE_POOL_MAX', 10, 1, 1_000),
    workerThreads: intFrom(
      env,
      'WORKER_THREADS',
      Math.min(4, Math.max(1, availableParallelism() - 1)),
      1,
      64,
    ),
    webConcurrency,
    statementTimeoutMs: intFrom(env, 'STATEMENT_TIMEOUT_MS', 5_000, 0, 3_600_000),
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    publicUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Dashboard AOG MOG <no-reply@localhost>',
    sessionTtlHours: intFrom(env, 'SESSION_TTL_HOURS', 12, 1),
    testNow,
    production,
    logLevel,
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    seedDemo: boolFrom(env, 'SEED_DEMO', !databaseUrl),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    helpCenterUrl: urlFrom(env, 'HELP_CENTER_URL', ['http:', 'https:'], 'https://help.example.id'),
    outboxPollMs: intFrom(env, 'OUTBOX_POLL_MS', 2000, 50),
    proofRetentionYears: intFrom(env, 'PROOF_RETENTION_YEARS', 10, 0, 100),
    whatsapp: whatsappFrom(env),
    whatsappWebhook: whatsappWebhookFrom(env),
    whatsappTemplateWaitDays: intFrom(env, 'WHATSAPP_TEMPLATE_WAIT_DAYS', 7, 1, 90),
    vapid: vapidFrom(env, publicUrl),
  };
};
