import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchCase } from '../types';

/** Every case of every file in this folder (each exports `cases`), in file order. */
export const loadCases = async (): Promise<BenchCase[]> => {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  const files = (await readdir(folder))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .sort();
  const modules = await Promise.all(
    files.map((file) => import(path.join(folder, file)) as Promise<{ cases: BenchCase[] }>),
  );
  return modules.flatMap((module) => module.cases);
};
