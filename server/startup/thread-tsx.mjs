// The start data thread's entry under tsx (development and tests): the built server runs the
// bundled dist-server/start-data.js instead (server/build/bundle.ts).
import { tsImport } from 'tsx/esm/api';

await tsImport('./thread.ts', import.meta.url);
