import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema with `npm run db:generate` and committed. The tables of
// each later feature live in their own file under api/src/db/tables/, beside the original schema.ts.
export default defineConfig({
  dialect: "turso",
  schema: ["./api/src/db/schema.ts", "./api/src/db/tables/*.ts"],
  out: "./api/drizzle",
  dbCredentials: { url: "file:data/drizzle-kit.db" },
});
