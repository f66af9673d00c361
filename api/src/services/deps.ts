import { dateInZone } from "@steward/shared";
import type { PasswordHasher } from "../auth/password.ts";
import type { TokenService } from "../auth/tokens.ts";
import type { Database } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import type { Settings } from "../settings.ts";

/** What services may touch: nothing of the runtime, so tests can give them a clock and a database. */
export interface ServiceDeps {
  database: Database;
  settings: Settings;
  hasher: PasswordHasher;
  tokens: TokenService;
  now: () => Date;
  /** Where work done after the answer reports its failures (the server's log). */
  report?: (error: unknown) => void;
}

/** The institution's calendar date, which decides whether temporary grants are in force. */
export function today(deps: Pick<ServiceDeps, "now" | "settings">): string {
  return dateInZone(deps.now(), deps.settings.TZ);
}

export function auditActor(actor: Actor) {
  return { id: actor.id, name: actor.name, role: actor.role };
}
