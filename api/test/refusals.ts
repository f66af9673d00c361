// What the policy tests (api/src/policies/*.test.ts) share: an actor of a role, and the refusal an
// assertion throws as the API would answer it (kind, message, field), or null when it passes.
import type { Role } from "@steward/shared";
import type { Actor } from "../src/domain/actor.ts";
import { Refusal } from "../src/domain/errors.ts";

export const actorOf = (role: Role, id = 1): Actor => ({ id, name: "a", email: "a@uni.edu", role, status: "active", sessionId: "s", currentPolicyId: null, acceptedCurrentPolicy: true });

export interface RefusalSeen {
  kind: string;
  message: string;
  body: Record<string, unknown>;
}

function seen(e: unknown): RefusalSeen {
  if (!(e instanceof Refusal)) throw e;
  const body = e.body as Record<string, unknown>;
  return { kind: e.kind, message: String(body["message"]), body };
}

/** The refusal `run` throws, or null when it passes. */
export function refusal(run: () => void): RefusalSeen | null {
  try {
    run();
    return null;
  } catch (e) {
    return seen(e);
  }
}

/** The refusal the promise rejects with, or null when it resolves. */
export async function refusalOf(run: Promise<unknown>): Promise<RefusalSeen | null> {
  try {
    await run;
    return null;
  } catch (e) {
    return seen(e);
  }
}
