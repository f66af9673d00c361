// One row whose number moves with every transaction that changes the database through a libSQL
// server or an embedded replica (api/src/db/change-version.ts). Instances on one server compare it
// to decide whether an answer they kept still stands, and an instance on a replica waits until the
// replica shows at least the number of its own last write.
import { integer, sqliteTable } from "drizzle-orm/sqlite-core";

export const changeVersion = sqliteTable("change_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});
