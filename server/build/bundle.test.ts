import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from './bundle';
import path from 'node:path';

describe('the server bundle', () => {
  it('is run by npm start with the Node flags the bench runs it with', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const bundle = path.relative(process.cwd(), SERVER_BUNDLE);
    expect(scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} ${bundle}`);
  });
});
