import type { FastifyInstance } from 'fastify';

/**
 * The most a JSON body may nest, and the most keys and elements it may hold (its commas and
 * colons outside strings). The deepest form is a few levels; the largest list a route takes has
 * 1,000 elements (http/validation.ts), and even the generated bad input's 20,000-element lists
 * stay below. A body beyond either is refused before it is parsed: 400,000 keys or 4,000,000
 * brackets in an image route's 8 MB took the parser and the validation 1.2–2.4 s.
 */
export const JSON_MAX_DEPTH = 32;
export const JSON_MAX_TOKENS = 50_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * One pass over the text, without building anything: strings (an image's data URL is one) are
 * skipped by `indexOf` to their closing quote, brackets counted for depth, commas and colons for
 * size; it stops at the first limit passed. Malformed text is left for the parser to refuse.
 */
export const jsonStructureProblem = (text: string): 'depth' | 'size' | null => {
  let depth = 0;
  let tokens = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = text.indexOf('"', i + 1);
      for (;;) {
        if (end === -1) return null;
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > JSON_MAX_DEPTH) return 'depth';
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (c === 0x2c || c === 0x3a) {
      if (++tokens > JSON_MAX_TOKENS) return 'size';
    }
  }
  return null;
};

/**
 * JSON bodies are read as text (within the route's body limit), scanned for their structure, then
 * parsed by Fastify's own parser (prototype keys refused as before). Too deep is a malformed
 * request (400); too many keys is too large (413).
 */
export const registerJsonBody = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonStructureProblem(body as string);
    if (problem) {
      const statusCode = problem === 'depth' ? 400 : 413;
      done(Object.assign(new Error(`a JSON body over its ${problem}`), { statusCode }), undefined);
      return;
    }
    parse(request, body as string, done);
  });
};
