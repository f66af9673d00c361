// Before anything else talks to a libSQL server, one trivial question: a refused or missing token,
// or a server that cannot be reached, stops start-up with a sentence naming the setting to fix,
// instead of a stack out of the migrator.
import { LibsqlError } from "@libsql/client";
import type { Database } from "./connection.ts";
import { isDatabaseUnreachable } from "./unreachable.ts";

export class DatabaseAccessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseAccessError";
  }
}

/** The address without credentials someone may have written into it. */
export function shownUrl(url: string): string {
  return url.replace(/\/\/[^/@]*@/, "//***@");
}

export async function assertServerAccess(
  database: Database,
  settings: { DATABASE_URL: string; DATABASE_AUTH_TOKEN?: string | undefined; DATABASE_SYNC_URL?: string | undefined },
): Promise<void> {
  try {
    // An embedded replica answers SELECT 1 from its file; its first sync is what asks the server.
    if (database.sync) await database.sync();
    else await database.client.execute("SELECT 1");
  } catch (error) {
    const where = `the libSQL server at ${shownUrl(settings.DATABASE_SYNC_URL ?? settings.DATABASE_URL)}`;
    const refusal = authRefusal(error);
    if (refusal !== undefined) {
      throw new DatabaseAccessError(
        settings.DATABASE_AUTH_TOKEN
          ? `DATABASE_AUTH_TOKEN was refused by ${where} (${refusal}): give the token it issues for this database`
          : `DATABASE_AUTH_TOKEN is missing: ${where} requires one (${refusal})`,
      );
    }
    if (isDatabaseUnreachable(error)) throw new DatabaseAccessError(`${settings.DATABASE_SYNC_URL ? "DATABASE_SYNC_URL" : "DATABASE_URL"}: ${where} cannot be reached`);
    throw error;
  }
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
