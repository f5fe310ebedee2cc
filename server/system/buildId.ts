import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Written by the app's build next to index.html; the app polls it to offer a reload. */
export const BUILD_ID_FILE = 'build-id.json';

/** The id of the app build being served, 'dev' when there is none (API alone, or Vite dev). */
export const readBuildId = async (distDir: string): Promise<string> => {
  try {
    const parsed = JSON.parse(await readFile(path.join(distDir, BUILD_ID_FILE), 'utf8')) as {
      build_id?: unknown;
    };
    return typeof parsed.build_id === 'string' ? parsed.build_id : 'dev';
  } catch {
    return 'dev';
  }
};
