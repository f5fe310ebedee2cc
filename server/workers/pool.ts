import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { FullReportRow } from '../aog-mog/repository';
import type { KuitansiDocument } from '../kuitansi/pdf';
import type { FromWorker, ToWorker } from './protocol';

/** The file the built server's pool runs, bundled beside dist-server/main.js. */
export const BUNDLED_WORKER = 'workers.js';

/**
 * What the download may hold before the worker waits for the client: as the writer's own
 * buffer, a batch's worth of compressed sheet, so the socket gets large writes.
 */
const DOWNLOAD_BUFFER = 1_048_576;

/**
 * The CPU-heavy work kept off the request thread: the xlsx export and the receipt PDFs run in a
 * bounded pool of worker threads; the database stays with the request thread's pool.
 */
export interface WorkerPool {
  /**
   * The report's xlsx as a download stream, from rows read here. Resolves once the first bytes
   * are written (a failure before them rejects: the route still answers 500), so a route can
   * send its headers knowing the file started.
   */
  xlsxReport(batches: AsyncIterable<FullReportRow[]>): Promise<Readable>;
  kuitansiPdf(document: KuitansiDocument): Promise<Buffer>;
  /** Tasks started and not yet settled (tests check a cancelled download ends its task). */
  running(): number;
  close(): Promise<void>;
}

/**
 * The worker's entry: the bundle's when this module runs bundled (dist-server/main.js), else
 * the TypeScript tasks through tsx (development and tests).
 */
const workerFile = (): string => {
  const bundled = fileURLToPath(new URL(`./${BUNDLED_WORKER}`, import.meta.url));
  return import.meta.url.endsWith('.ts') || !existsSync(bundled)
    ? fileURLToPath(new URL('./tasks-tsx.mjs', import.meta.url))
    : bundled;
};

/**
 * A pool of at most `threads` workers, started on first use (a server that never exports
 * starts none) and ended by `close`. Each worker takes several tasks at once: an export spends
 * most of its time waiting for rows or for the client, and a receipt should not queue behind it.
 */
export const createWorkerPool = (threads: number): WorkerPool => {
  let pool: Piscina | undefined;
  let running = 0;
  const piscina = () =>
    (pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 1,
      maxThreads: threads,
      concurrentTasksPerWorker: 4,
      idleTimeout: 60_000,
    }));
  const run = <T>(task: unknown, options: Parameters<Piscina['run']>[1]): Promise<T> => {
    running += 1;
    const done = piscina().run(task, options) as Promise<T>;
    void done.then(
      () => (running -= 1),
      () => (running -= 1),
    );
    return done;
  };

  const xlsxReport = (batches: AsyncIterable<FullReportRow[]>): Promise<Readable> => {
    const { port1: port, port2 } = new MessageChannel();
    const rows = batches[Symbol.asyncIterator]();
    const send = (message: ToWorker) => port.postMessage(message);
    let waitingForRead = false;
    let finished = false;
    const out = new Readable({
      highWaterMark: DOWNLOAD_BUFFER,
      read: () => {
        if (!waitingForRead) return;
        waitingForRead = false;
        send({ type: 'more' });
      },
    });
    const stop = () => {
      if (finished) return;
      finished = true;
      // A download that went away: the worker stops writing and no more rows are read.
      send({ type: 'cancel' });
      port.close();
      void rows.return?.()?.catch(() => undefined);
    };
    out.once('close', stop);

    return new Promise<Readable>((resolve, reject) => {
      let streaming = false;
      // Before the first bytes the caller has no stream yet: the promise carries the failure.
      const fail = (error: unknown) => {
        if (streaming) {
          out.destroy(error as Error);
        } else {
          reject(error);
          out.destroy();
        }
      };
      port.on('message', (message: FromWorker) => {
        if (message.type === 'rows?') {
          rows.next().then(
            (next) => {
              if (!finished) send(next.done ? { type: 'end' } : { type: 'rows', rows: next.value });
            },
            (error: unknown) => {
              if (finished) return;
              send({ type: 'fail' });
              fail(error);
            },
          );
        } else if (message.type === 'bytes') {
          streaming = true;
          resolve(out);
          const { buffer, byteOffset, byteLength } = message.chunk;
          if (out.push(Buffer.from(buffer, byteOffset, byteLength))) send({ type: 'more' });
          else waitingForRead = true;
        } else {
          finished = true;
          port.close();
          out.push(null);
        }
      });
      run<void>({ port: port2 }, { name: 'xlsxReport', transferList: [port2] }).catch(fail);
    });
  };

  return {
    xlsxReport,
    kuitansiPdf: async (document) => {
      const bytes = await run<Uint8Array>(document, { name: 'kuitansiPdf' });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    running: () => running,
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
};
