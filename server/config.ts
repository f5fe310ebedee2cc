import path from 'node:path';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… for PostgreSQL; absent for the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
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
  /** The WhatsApp Cloud API; without it WhatsApp messages are only recorded in the log. */
  whatsapp: { apiUrl: string; token: string; phoneNumberId: string } | undefined;
  /** Web Push: the VAPID contact, and a key pair when not the one kept in the database. */
  vapid: { subject: string; keys: { publicKey: string; privateKey: string } | undefined };
}

export class ConfigError extends Error {}

const intFrom = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
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
  if (!token && !phoneNumberId) return undefined;
  if (!token || !phoneNumberId) {
    throw new ConfigError('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be given together');
  }
  if (!/^\d+$/.test(phoneNumberId)) {
    throw new ConfigError(`WHATSAPP_PHONE_NUMBER_ID must be digits, got "${phoneNumberId}"`);
  }
  if (/\s/.test(token)) throw new ConfigError('WHATSAPP_TOKEN must not contain spaces');
  return { apiUrl, token, phoneNumberId };
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
  const port = intFrom(env, 'PORT', 3000, 1);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  let testNow: Date | undefined;
  if (env.TEST_NOW) {
    if (production) throw new ConfigError('TEST_NOW is refused when NODE_ENV=production');
    testNow = new Date(env.TEST_NOW);
    if (Number.isNaN(testNow.getTime())) {
      throw new ConfigError(`TEST_NOW must be an ISO 8601 instant, got "${env.TEST_NOW}"`);
    }
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    publicUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Dashboard AOG MOG <no-reply@localhost>',
    sessionTtlHours: intFrom(env, 'SESSION_TTL_HOURS', 12, 1),
    testNow,
    production,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: boolFrom(env, 'TRUST_PROXY', false),
    seedDemo: boolFrom(env, 'SEED_DEMO', !databaseUrl),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    helpCenterUrl: env.HELP_CENTER_URL || undefined,
    outboxPollMs: intFrom(env, 'OUTBOX_POLL_MS', 2000, 50),
    whatsapp: whatsappFrom(env),
    vapid: vapidFrom(env, publicUrl),
  };
};
