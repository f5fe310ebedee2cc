import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A temporary folder to hold a DATA_DIR. Run as root (CI), the embedded PostgreSQL runs as the
 * "postgres" user, which must be able to pass through it: mkdtemp's 0700 would stop it.
 */
export const tempDataDir = (prefix: string): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
};
