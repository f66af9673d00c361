import { migrate } from "drizzle-orm/libsql/migrator";
import type { Database } from "./connection.ts";

/** Applies the committed drizzle-kit migrations in api/drizzle; already applied ones are skipped. */
export async function migrateDatabase(database: Database, migrationsFolder: string): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
