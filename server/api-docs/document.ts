import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The API's contract. Read from the working directory, as the app's build (`./dist`) is:
 * `npm start`, the bundled server and the tests all run from the project's root.
 */
export const CONTRACT_FILE = path.resolve('docs', 'openapi.yaml');

let parsed: Promise<unknown> | undefined;

/** docs/openapi.yaml as an object, parsed once per process. */
export const loadContractDocument = (): Promise<unknown> => {
  parsed ??= readFile(CONTRACT_FILE, 'utf8').then((text) => parse(text) as unknown);
  return parsed;
};
