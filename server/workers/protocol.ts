import type { FullReportRow } from '../aog-mog/repository';

/**
 * The messages of an xlsx export between the request thread and its worker, on the task's own
 * MessagePort. Both directions are pulled: the worker asks for each batch of rows when it wants
 * one, and sends its next bytes only once the download has taken the last ones.
 */
export type ToWorker =
  | { type: 'rows'; rows: FullReportRow[] }
  /** No more rows: the workbook is finished. */
  | { type: 'end' }
  /** Reading the rows failed: the file is abandoned. */
  | { type: 'fail' }
  /** The download took the last bytes: send more. */
  | { type: 'more' }
  /** The download went away: stop. */
  | { type: 'cancel' };

export type FromWorker =
  | { type: 'rows?' }
  | { type: 'bytes'; chunk: Uint8Array }
  /** The file is complete: every byte has been sent. */
  | { type: 'done' };
