import type { MessagePort } from 'node:worker_threads';
import type { Readable } from 'node:stream';
import { Piscina } from 'piscina';
import type { FullReportRow } from '../aog-mog/repository';
import { streamReportXlsx } from '../aog-mog/xlsx';
import { kuitansiBuffer, type KuitansiDocument } from '../kuitansi/pdf';
import type { FromWorker, ToWorker } from './protocol';

/**
 * The work run in the pool's threads (server/workers/pool.ts): what costs CPU and needs no
 * database. Each export is exported by name and called by piscina with one argument.
 */

/** The receipt document as PDF bytes, moved (not copied) back to the request thread. */
export const kuitansiPdf = async (document: KuitansiDocument): Promise<Uint8Array> => {
  const bytes = await kuitansiBuffer(document);
  // A copy the transfer can own: a small Buffer may be a slice of Node's shared pool.
  return Piscina.move(new Uint8Array(bytes)) as unknown as Uint8Array;
};

/**
 * The report's xlsx, written by the same streaming writer as before: the rows arrive on `port`
 * batch by batch as the writer asks for them, and the file leaves in pieces, each after the
 * download took the one before (what waits meanwhile stays in the writer's bounded buffer).
 */
export const xlsxReport = async ({ port }: { port: MessagePort }): Promise<void> => {
  const send = (message: FromWorker, transfer?: ArrayBuffer[]) =>
    port.postMessage(message, transfer);
  // The writer asks for rows while the bytes wait for the download: one waiter each.
  let rowsWaiter: ((message: ToWorker) => void) | undefined;
  let moreWaiter: ((message: ToWorker) => void) | undefined;
  let cancelled = false;
  let file: Readable | undefined;
  const onMessage = (message: ToWorker) => {
    if (message.type === 'cancel') {
      cancelled = true;
      file?.destroy();
    }
    if (message.type !== 'more') {
      rowsWaiter?.(message);
      rowsWaiter = undefined;
    }
    if (message.type === 'more' || message.type === 'cancel') {
      moreWaiter?.(message);
      moreWaiter = undefined;
    }
  };
  port.on('message', onMessage);
  // The request thread closes its end when the download goes away, or fails.
  port.on('close', () => onMessage({ type: 'cancel' }));
  const nextRows = () => new Promise<ToWorker>((resolve) => (rowsWaiter = resolve));
  const nextMore = () => new Promise<ToWorker>((resolve) => (moreWaiter = resolve));

  async function* batches(): AsyncGenerator<FullReportRow[]> {
    for (;;) {
      const reply = nextRows();
      send({ type: 'rows?' });
      const message = await reply;
      if (message.type === 'rows') yield message.rows;
      else if (message.type === 'end') return;
      else throw new Error(message.type === 'fail' ? 'reading the rows failed' : 'cancelled');
    }
  }

  try {
    file = streamReportXlsx(batches());
    for await (const chunk of file as AsyncIterable<Buffer>) {
      const reply = nextMore();
      // Copied once into a buffer the transfer can own (chunks may share Node's pool).
      const bytes = new Uint8Array(chunk);
      send({ type: 'bytes', chunk: bytes }, [bytes.buffer as ArrayBuffer]);
      if ((await reply).type !== 'more') break;
    }
    if (!cancelled) send({ type: 'done' });
  } catch (error) {
    // A cancelled download ends the task quietly; any other failure is the task's.
    if (!cancelled) throw error;
  } finally {
    file?.destroy();
    port.close();
  }
};
