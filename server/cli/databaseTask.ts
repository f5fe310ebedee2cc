import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BackupError } from '../backup/archive';
import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { describeDatabase } from '../db/describe';
import { openConfiguredDatabase } from '../db/open';
import { sealPersonalData } from '../personal-data/convert';
import { installKeyring, loadKeyring } from '../personal-data/keyring';
import type { DatabaseUse } from '../db/ownership';

/** A mistake of the person running the command: its message says what to do instead. */
export class UsageError extends Error {}

/** The command's flags; an unknown flag or a missing value is a UsageError. */
export const readFlags = <T extends NonNullable<ParseArgsConfig['options']>>(options: T) => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options,
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
};

export const seconds = (startedAt: number): string =>
  `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

/** A file name the command needs as its one positional argument. */
export const readPositional = (value: string | undefined, usage: string): string => {
  if (!value || value.startsWith('-')) throw new UsageError(`say which file: ${usage}`);
  return value;
};

/**
 * Runs a command: on failure it prints a clear message and sets exit code 1, with the stack
 * only for errors nobody foresaw.
 */
export const runCommand = async (name: string, work: () => Promise<void>): Promise<void> => {
  try {
    await work();
  } catch (error) {
    process.exitCode = 1;
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof BackupError
    ) {
      console.error(`${name}: ${error.message}`);
    } else {
      console.error(`${name} failed:`, error);
    }
  }
};

/**
 * Runs a database command (see runCommand): reads its flags, loads the configuration and the
 * keys of personal data, opens the configured database, applies the migrations (and encrypts
 * personal data left plain), runs the task and closes the database. `use`
 * says, from the flags, whether the task destroys data and so needs the database to itself.
 */
export const runDatabaseTask = <Flags>(
  name: string,
  flags: () => Flags,
  task: (database: Database, config: Config, flags: Flags) => Promise<void>,
  use: (flags: Flags) => DatabaseUse = () => 'task',
): Promise<void> =>
  runCommand(name, async () => {
    const parsed = flags();
    const config = loadConfig();
    installKeyring(await loadKeyring(config));
    const database = await openConfiguredDatabase(config, use(parsed));
    try {
      console.log(`${name}: ${describeDatabase(database.kind, config)}`);
      const startedAt = performance.now();
      await database.migrate();
      await sealPersonalData(database.db);
      console.log(`${name}: migrations applied (${seconds(startedAt)})`);
      await task(database, config, parsed);
    } finally {
      await database.close();
    }
  });
