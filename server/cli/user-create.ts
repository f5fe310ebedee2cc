import { ValidationError } from 'yup';
import { adminAccountCreateSchema, type AdminAccountCreate } from '../../domain/api/admin';
import { createAccount } from '../admin/accounts/service';
import { findBranch, findBranchNamed } from '../admin/branches/repository';
import { randomPassword } from '../auth/passwords';
import { createSessionCache } from '../auth/sessionCache';
import { createClock } from '../clock';
import { seedReference } from '../seed/reference';
import type { Db } from '../db/client';
import { createDiskStore } from '../files/store';
import { HttpError } from '../http/errors';
import { readFlags, runDatabaseTask, UsageError } from './databaseTask';

/**
 * `npm run user:create -- --email … --group SBS [--name …] [--branch …] [--send-link]`: a staff
 * account made from the shell, the way in on a database without the demo data. It goes through
 * the same rules and audit as an account made on /admin. By default it prints a one-time
 * password; --send-link mails the set-password link instead (sent by the running server).
 */
const flags = () =>
  readFlags({
    email: { type: 'string' },
    group: { type: 'string' },
    name: { type: 'string' },
    branch: { type: 'string' },
    'send-link': { type: 'boolean', default: false },
  });

/** A branch by its id or its name (case aside; administration keeps names unique). */
const branchIdOf = async (db: Db, branch: string | undefined): Promise<number | null> => {
  if (branch === undefined) return null;
  const found =
    (/^\d{1,9}$/.test(branch) ? await findBranch(db, Number(branch)) : undefined) ??
    (await findBranchNamed(db, branch));
  if (!found) throw new UsageError(`--branch: no branch has the id or name "${branch}"`);
  return found.id;
};

/** The schema's field errors as one line per field, as a person at a shell reads them. */
const describeRefusal = (error: unknown): string | undefined => {
  if (error instanceof ValidationError) return error.errors.join('; ');
  if (error instanceof HttpError) {
    const fields = Object.entries(error.errors ?? {}).map(
      ([field, [first]]) => `${field}: ${first}`,
    );
    return fields.length ? fields.join('; ') : error.message;
  }
  return undefined;
};

await runDatabaseTask('user:create', flags, async ({ db, kind, url }, config, values) => {
  if (!values.email || !values.group) {
    throw new UsageError(
      'say who and which group, e.g. npm run user:create -- --email you@example.org --group SBS ' +
        '--name "Your Name" (CABANG accounts also need --branch <id or name>)',
    );
  }
  const clock = createClock(config.testNow);
  // The groups and fee schedule an account refers to, as the server would have put them.
  await seedReference(db, clock.now());
  const password = values['send-link'] ? undefined : randomPassword();
  const branchId = await branchIdOf(db, values.branch);
  let input: AdminAccountCreate;
  try {
    input = adminAccountCreateSchema.validateSync(
      {
        email: values.email,
        group: values.group.toUpperCase(),
        name: values.name ?? values.email.split('@')[0],
        branch_id: branchId,
        password,
      },
      { abortEarly: false, stripUnknown: true },
    );
  } catch (error) {
    throw new UsageError(describeRefusal(error) ?? String(error));
  }
  const ctx = {
    db,
    // A one-off task checks no sessions: one database is enough, and nothing is kept.
    authDb: db,
    sessions: createSessionCache(),
    dbKind: kind,
    databaseUrl: url,
    clock,
    config,
    files: createDiskStore(config.filesDir),
  };
  try {
    const account = await createAccount(ctx, null, input);
    console.log(`user:create: ${account.email} (${input.group}) created, id ${account.id}`);
  } catch (error) {
    const refusal = describeRefusal(error);
    if (refusal) throw new UsageError(refusal);
    throw error;
  }
  if (password) {
    console.log(`user:create: one-time password: ${password}`);
    console.log('user:create: sign in with it and change it at once (menu: Ganti Password).');
  } else {
    console.log(
      `user:create: a link to set the password is queued for ${input.email}; the running server ` +
        'mails it (SMTP_URL must be set).',
    );
  }
});
