import { defineConfig } from 'drizzle-kit';

// Used only to write new migrations (`npx drizzle-kit generate`); the server applies them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
