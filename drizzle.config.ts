import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts and run identically on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
