// The worker's entry under tsx (development and tests): the built server runs the bundled
// dist-server/workers.js instead (server/build/bundle.ts).
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./tasks.ts', import.meta.url);
export const { kuitansiPdf, xlsxReport } = tasks;
