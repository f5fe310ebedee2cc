import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServer, SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../server/build/bundle';
import { freePort } from '../../server/net/freePort';

/** The real server in a process of its own, so the load generator does not share its loop. */
export interface BenchServer {
  url: string;
  /** The server's event-loop delay since the last reset, in ms. */
  loop: {
    reset(): Promise<void>;
    read(): Promise<{ p50: number; p99: number; max: number; rssMb: number }>;
  };
  stop(): Promise<void>;
}

const ask = <T>(child: ChildProcess, question: string): Promise<T> =>
  new Promise((resolve) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== question) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.send(question);
  });

/**
 * `overrides` replace the API bench's settings: Lighthouse needs the app served and demo data,
 * on a given `port` (any free one otherwise).
 */
export const startBenchServer = async (
  env: NodeJS.ProcessEnv,
  overrides: NodeJS.ProcessEnv = {},
  port?: number,
): Promise<BenchServer> => {
  port ??= await freePort();
  const logFile = path.join(os.tmpdir(), `aogmog-bench-server-${port}.log`);
  const log = openSync(logFile, 'w');
  // The server as `npm start` runs it: bundled, on plain Node.
  await bundleServer();
  const child = fork(SERVER_BUNDLE, [], {
    execArgv: [...SERVER_NODE_FLAGS, '--import', path.resolve('bench/api/loopMonitor.mjs')],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // One process: the loop monitor and the figures are that process's.
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'false',
      // The API alone: the bench measures it, not the static files.
      DIST_DIR: path.resolve('.bench-no-dist'),
      ...overrides,
    },
    // Its log as `npm start > server.log` writes it, a line per request, into a file.
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  closeSync(log);
  console.log(`bench: the server's log is ${logFile}`);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`))),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await Promise.race([
      fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  exited.catch(() => {});
  return {
    url,
    loop: {
      reset: async () => {
        await ask(child, 'loop-reset');
      },
      read: () => ask(child, 'loop-read'),
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
