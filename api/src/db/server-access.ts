// Opening the database asks it one trivial question first: a refused or missing token, a server
// that cannot be reached, or an embedded replica that cannot sync stops start-up with a sentence
// naming the setting to fix, instead of a stack out of the driver or the migrator.
import { LibsqlError } from "@libsql/client";
import { openDatabase, type Database } from "./connection.ts";
import { embeddedReplicaOf, ReplicaSyncFailed } from "./embedded-replica.ts";
import { isDatabaseUnreachable } from "./unreachable.ts";

export class DatabaseAccessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseAccessError";
  }
}

export interface AccessSettings {
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string | undefined;
  DATABASE_SYNC_URL?: string | undefined;
  DATABASE_SYNC_INTERVAL: number;
}

/** The address without credentials someone may have written into it. */
export function shownUrl(url: string): string {
  return url.replace(/\/\/[^/@]*@/, "//***@");
}

/** Opens the database the settings name and proves it answers; the caller migrates it next. */
export async function connectDatabase(settings: AccessSettings): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase(settings.DATABASE_URL, settings.DATABASE_AUTH_TOKEN, embeddedReplicaOf(settings));
  } catch (error) {
    throw explained(error, settings);
  }
  try {
    await assertServerAccess(database, settings);
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

export async function assertServerAccess(database: Database, settings: AccessSettings): Promise<void> {
  try {
    // An embedded replica answers SELECT 1 from its file; its sync is what asks the server.
    if (database.sync) await database.sync();
    else await database.client.execute("SELECT 1");
  } catch (error) {
    throw explained(error, settings);
  }
}

/** A DatabaseAccessError when the settings are what is wrong; otherwise the error itself. */
function explained(error: unknown, settings: AccessSettings): unknown {
  const where = `the libSQL server at ${shownUrl(settings.DATABASE_SYNC_URL ?? settings.DATABASE_URL)}`;
  const refusal = authRefusal(error);
  if (refusal !== undefined) {
    return new DatabaseAccessError(
      settings.DATABASE_AUTH_TOKEN
        ? `DATABASE_AUTH_TOKEN was refused by ${where} (${refusal}): give the token it issues for this database`
        : `DATABASE_AUTH_TOKEN is missing: ${where} requires one (${refusal})`,
    );
  }
  if (isDatabaseUnreachable(error)) return new DatabaseAccessError(`DATABASE_URL: ${where} cannot be reached`);
  if (error instanceof ReplicaSyncFailed) {
    // The driver does not tell a refused token from an unreachable server: both end its handshake.
    return new DatabaseAccessError(`DATABASE_SYNC_URL: the embedded replica cannot sync with ${where} (${error.reason}): check that address and DATABASE_AUTH_TOKEN`);
  }
  return error;
}

/** The server's reason when it turned the caller away: its code, or the HTTP status it answered. */
function authRefusal(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (!(e instanceof LibsqlError)) continue;
    if (e.code.startsWith("AUTH_")) return e.code;
    const status = /HTTP status (401|403)\b/.exec(e.message)?.[1];
    if (e.code === "SERVER_ERROR" && status) return `HTTP ${status}`;
  }
  return undefined;
}
