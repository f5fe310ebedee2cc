/** What Vite's build manifest (dist/.vite/manifest.json) says of one chunk. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A lazily loaded chunk and the manifest keys of every chunk its first opening downloads. */
export interface LazyLoad {
  key: string;
  chunks: Set<string>;
}

/** A chunk and everything it imports statically: what the browser fetches before it runs. */
export const staticClosure = (
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
};

export const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry');
  return key;
};

/**
 * Each lazy chunk reachable from the entry, with what its first load downloads: the entry's
 * closure, the closure of every lazy chunk on the way (a screen of the shell needs the shell's
 * chunk first) and its own. Breadth first, so a chunk reached both directly and through the shell
 * (a public page) counts by the shorter way, the one a visitor takes.
 */
export const lazyLoads = (manifest: Manifest): LazyLoad[] => {
  const entry = entryKey(manifest);
  const loads = new Map<string, Set<string>>([[entry, staticClosure(manifest, entry)]]);
  const queue = [entry];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const before = loads.get(key) ?? new Set<string>();
    for (const chunk of before) {
      for (const lazy of manifest[chunk]?.dynamicImports ?? []) {
        if (loads.has(lazy)) continue;
        loads.set(lazy, new Set([...before, ...staticClosure(manifest, lazy)]));
        queue.push(lazy);
      }
    }
  }
  loads.delete(entry);
  return [...loads].map(([key, chunks]) => ({ key, chunks }));
};

/**
 * Whether a lazy module is a screen: a page, or the shell before its page. A lazy `.ts` module
 * is a helper fetched on use (the form's schema on submit), and src/common/ holds parts loaded
 * inside a screen once they show (the date picker), so neither is a first load.
 */
export const isScreen = (key: string): boolean =>
  key.endsWith('.tsx') && !key.startsWith('src/common/');
