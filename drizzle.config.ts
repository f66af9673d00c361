import { defineConfig } from "drizzle-kit";

// Migrations are generated from api/src/db/schema.ts with `npm run db:generate` and committed.
export default defineConfig({
  dialect: "turso",
  schema: "./api/src/db/schema.ts",
  out: "./api/drizzle",
  dbCredentials: { url: "file:data/drizzle-kit.db" },
});
