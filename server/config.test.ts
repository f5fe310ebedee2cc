import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('WhatsApp Cloud API settings', () => {
  it('are off without a token and phone number id', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
  });

  it('are read with the default API address, trailing slashes removed', () => {
    expect(
      loadConfig({ WHATSAPP_TOKEN: 'EAAG123', WHATSAPP_PHONE_NUMBER_ID: '1065403522' }).whatsapp,
    ).toEqual({
      apiUrl: 'https://graph.facebook.com/v21.0',
      token: 'EAAG123',
      phoneNumberId: '1065403522',
    });
    expect(
      loadConfig({
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0//',
      }).whatsapp?.apiUrl,
    ).toBe('http://127.0.0.1:9/v21.0');
  });

  it('take the business account that turns on message templates, and the wait bound', () => {
    const config = loadConfig({
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
      WHATSAPP_TEMPLATE_WAIT_DAYS: '3',
    });
    expect(config.whatsapp?.businessAccountId).toBe('102290129340398');
    expect(config.whatsappTemplateWaitDays).toBe(3);
    expect(loadConfig({}).whatsappTemplateWaitDays).toBe(7);
  });

  it.each([
    [{ WHATSAPP_TOKEN: 't' }, /given together/],
    [{ WHATSAPP_PHONE_NUMBER_ID: '1' }, /given together/],
    [{ WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '+62 812' }, /must be digits/],
    [{ WHATSAPP_TOKEN: 'a b', WHATSAPP_PHONE_NUMBER_ID: '1' }, /spaces/],
    [{ WHATSAPP_API_URL: 'graph.facebook.com' }, /WHATSAPP_API_URL/],
    [{ WHATSAPP_BUSINESS_ACCOUNT_ID: '1' }, /needs WHATSAPP_TOKEN/],
    [
      { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_BUSINESS_ACCOUNT_ID: 'waba' },
      /WHATSAPP_BUSINESS_ACCOUNT_ID must be digits/,
    ],
    [{ WHATSAPP_TEMPLATE_WAIT_DAYS: '0' }, /WHATSAPP_TEMPLATE_WAIT_DAYS/],
    [{ WHATSAPP_APP_SECRET: 'a b' }, /WHATSAPP_APP_SECRET must not contain spaces/],
    [{ WHATSAPP_VERIFY_TOKEN: 'a\tb' }, /WHATSAPP_VERIFY_TOKEN must not contain spaces/],
  ])('stop the start with a clear message when wrong: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the WhatsApp webhook settings', () => {
  it('are read on their own, and absent without them (the webhook refuses every call)', () => {
    expect(loadConfig({}).whatsappWebhook).toEqual({
      appSecret: undefined,
      verifyToken: undefined,
    });
    expect(
      loadConfig({ WHATSAPP_APP_SECRET: 'abc123', WHATSAPP_VERIFY_TOKEN: 'tok' }).whatsappWebhook,
    ).toEqual({ appSecret: 'abc123', verifyToken: 'tok' });
  });
});

describe('the number of server processes (WEB_CONCURRENCY)', () => {
  it('is the number of cores on PostgreSQL, and 1 on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).webConcurrency).toBe(
      availableParallelism(),
    );
    expect(loadConfig({}).webConcurrency).toBe(1);
  });

  it('takes a given number on PostgreSQL, embedded or not, and 1 on either database', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://h/db', WEB_CONCURRENCY: '3' }).webConcurrency,
    ).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1', EMBEDDED_DATABASE: 'pglite' }).webConcurrency).toBe(
      1,
    );
  });
});

describe('every setting', () => {
  it('keeps the defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', logLevel: 'info' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config).toMatchObject({ databasePoolMax: 10, statementTimeoutMs: 5_000 });
    expect(config.embeddedDatabase).toBe('postgres');
    expect(loadConfig({ EMBEDDED_DATABASE: 'pglite' }).embeddedDatabase).toBe('pglite');
  });

  it('accepts good values', () => {
    const config = loadConfig({
      PORT: '65535',
      HOST: '::1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://aog.example.id/',
      DATABASE_URL: 'postgresql://u:p@db.internal:5432/aog',
      HELP_CENTER_URL: 'https://help.example.id/guide',
    });
    expect(config).toMatchObject({
      port: 65535,
      host: '::1',
      logLevel: 'warn',
      publicUrl: 'https://aog.example.id',
      databaseUrl: 'postgresql://u:p@db.internal:5432/aog',
    });
    expect(loadConfig({ HOST: 'app-1.internal' }).host).toBe('app-1.internal');
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535, got "70000"'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '80abc' }, 'PORT must be a whole number'],
    [{ PORT: '1e3' }, 'PORT must be a whole number'],
    [{ HOST: 'not-a-host!' }, 'HOST must be a host name or an IP address'],
    [{ HOST: 'a..b' }, 'HOST must be a host name'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace'],
    [
      { EMBEDDED_DATABASE: 'sqlite' },
      'EMBEDDED_DATABASE must be one of postgres, pglite, got "sqlite"',
    ],
    [
      { PUBLIC_URL: 'notaurl' },
      'PUBLIC_URL must be a URL like https://aog.example.id, got "notaurl"',
    ],
    [{ PUBLIC_URL: 'ftp://x.id' }, 'PUBLIC_URL must be a URL'],
    [{ HELP_CENTER_URL: 'help' }, 'HELP_CENTER_URL must be a URL'],
    [{ DATABASE_URL: 'mysql://u@h/db' }, 'DATABASE_URL must be a URL like postgres://'],
    [{ SMTP_URL: 'mail.example.id' }, 'SMTP_URL must be a URL like smtp://'],
    [{ SESSION_TTL_HOURS: '0' }, 'SESSION_TTL_HOURS must be a whole number of at least 1'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be a whole number from 1 to 1000'],
    [{ STATEMENT_TIMEOUT_MS: '5s' }, 'STATEMENT_TIMEOUT_MS must be a whole number from 0 to'],
    [
      { DATABASE_URL: 'postgres://h/db', WEB_CONCURRENCY: '0' },
      'WEB_CONCURRENCY must be a whole number from 1 to 256, got "0"',
    ],
    [{ DATABASE_URL: 'postgres://h/db', WEB_CONCURRENCY: 'max' }, 'WEB_CONCURRENCY must be'],
    [
      { WEB_CONCURRENCY: '2', EMBEDDED_DATABASE: 'pglite' },
      'WEB_CONCURRENCY=2 needs PostgreSQL: PGlite runs inside one server process',
    ],
  ])('stops the start naming the variable and the expectation: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('does not repeat a database or mail URL that may carry a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:secret@h/db' })).not.toThrow(/secret/);
    expect(() => loadConfig({ SMTP_URL: 'mail:secret@h' })).not.toThrow(/secret/);
  });
});
