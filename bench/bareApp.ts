import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { precompress } from '../tools/build/precompress';
import { reactRouterProduction } from '../tools/build/reactRouter';

/**
 * A bare react-admin app, the yardstick of `npm run bench`'s Lighthouse figures: one lazy List
 * with a DataTable and one lazy Edit form over ra-data-simple-rest, the project's own versions
 * of react-admin and Vite, built like the app (production react-router, brotli and gzip files
 * served as they are).
 */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare react-admin app" />
    <title>Bare react-admin</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const PostList = lazy(() => import('./PostList'));
const PostEdit = lazy(() => import('./PostEdit'));

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={PostList} edit={PostEdit} />
  </Admin>,
);
`,
  'src/PostList.tsx': `import { DataTable, DateField, List } from 'react-admin';

const PostList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="author" />
      <DataTable.NumberCol source="views" />
      <DataTable.Col source="published_at" field={DateField} />
    </DataTable>
  </List>
);
export default PostList;
`,
  'src/PostEdit.tsx': `import { DateInput, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';

const PostEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="title" />
      <TextInput source="author" />
      <NumberInput source="views" />
      <DateInput source="published_at" />
    </SimpleForm>
  </Edit>
);
export default PostEdit;
`,
};

const POSTS = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  title: `Post number ${i + 1}`,
  author: ['Ani', 'Budi', 'Citra', 'Dedi'][i % 4],
  views: (i * 37) % 1000,
  published_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
}));

export interface BareApp {
  url: string;
  listPath: string;
  editPath: string;
  stop(): Promise<void>;
}

/**
 * Writes the app into a temporary folder (its node_modules a link to the project's), builds it
 * there and serves it with the JSON its data provider asks for, on `port`.
 */
export const startBareApp = async (port: number): Promise<BareApp> => {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-bare-admin-'));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), precompress()],
      resolve: { alias: reactRouterProduction },
      build: { chunkSizeWarningLimit: 1500 },
    });
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  const server = Fastify();
  await server.register(fastifyStatic, { root: path.join(root, 'dist'), preCompressed: true });
  // ra-data-simple-rest's getList (range, total in Content-Range) and getOne.
  server.get('/api/posts', async (request, reply) => {
    const { range } = request.query as { range?: string };
    const [start, end] = range ? (JSON.parse(range) as [number, number]) : [0, 9];
    return reply
      .header('content-range', `posts ${start}-${end}/${POSTS.length}`)
      .send(POSTS.slice(start, end + 1));
  });
  server.get('/api/posts/:id', async (request, reply) => {
    const post = POSTS.find(({ id }) => String(id) === (request.params as { id: string }).id);
    return post ? post : reply.status(404).send({ message: 'Not found' });
  });
  await server.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    // react-admin routes on the hash by default.
    listPath: '/#/posts',
    editPath: '/#/posts/1',
    stop: async () => {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
};
