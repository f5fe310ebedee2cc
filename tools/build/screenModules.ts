import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

/** A lazy screen's path (`/payment-receipt/:id`) and the module its loader imports. */
export interface ScreenModule {
  path: string;
  /** The module's file, relative to the project's root: `src/payment-receipt/ReceiptEdit.tsx`. */
  module: string;
}

/** The app's feature declarations, relative to the root. */
const REGISTRY = 'src/registry.ts';

interface Registry {
  declarations: {
    lazyScreens: readonly { path: string; screen: { preload: () => Promise<unknown> } }[];
  };
}

/**
 * Which module each lazy screen of the app loads, read from the features' own declarations
 * rather than a copy of them: the registry runs in Node through Vite's SSR loader, each screen's
 * loader is called, and the module it answered is looked up in the loader's module graph. A
 * feature module that touches the browser as it loads fails here, with its name.
 */
export const screenModules = async (root: string): Promise<ScreenModule[]> => {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    define: { __BUILD_ID__: JSON.stringify('screen-modules') },
    server: { middlewareMode: true, hmr: false, ws: false },
    // Only the SSR loader runs: no crawl of the app for browser dependencies.
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
  });
  try {
    const { declarations } = (await server.ssrLoadModule(`/${REGISTRY}`)) as Registry;
    const screens = await Promise.all(
      declarations.lazyScreens.map(async ({ path: screenPath, screen }) => ({
        path: screenPath,
        namespace: await screen.preload(),
      })),
    );
    const files = new Map<unknown, string>();
    for (const node of server.moduleGraph.idToModuleMap.values()) {
      if (node.ssrModule && node.file) files.set(node.ssrModule, node.file);
    }
    return screens.map(({ path: screenPath, namespace }) => {
      const file = files.get(namespace);
      if (!file) throw new Error(`no module found for the screen at ${screenPath}`);
      return { path: screenPath, module: path.relative(root, file).replaceAll('\\', '/') };
    });
  } catch (error) {
    throw new Error(`screen-modules: ${(error as Error).message}`, { cause: error });
  } finally {
    await server.close();
  }
};
