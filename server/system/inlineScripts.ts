import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/** An inline script: a `<script>` element without `src`. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The Content-Security-Policy sources (`'sha256-…'`) of a page's inline scripts. */
export const inlineScriptSources = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

/** The policy with the sources added to its `script-src` (or a `script-src` made of them). */
export const withScriptSources = (policy: string, sources: string[]): string => {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (index < 0) return [...directives, `script-src 'self' ${sources.join(' ')}`].join(';');
  directives[index] = `${directives[index]} ${sources.join(' ')}`;
  return directives.join(';');
};

/**
 * The inline scripts' sources of the index.html being served, read again when the file
 * changes: a new build can replace dist/ under a running server (the app then offers a reload),
 * and its inline script (tools/build/shellPreload.ts) changes with its chunks' names.
 */
export const indexInlineScripts = (file: string) => {
  let seen: { version: string; sources: string[] } | undefined;
  return async (): Promise<string[]> => {
    try {
      const { mtimeMs, size } = await stat(file);
      const version = `${mtimeMs}:${size}`;
      if (seen?.version !== version) {
        seen = { version, sources: inlineScriptSources(await readFile(file, 'utf8')) };
      }
      return seen.sources;
    } catch {
      // Being replaced by a new build: the page itself is then missing too, and answered so.
      return [];
    }
  };
};
