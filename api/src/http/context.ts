import { createFactory } from "hono/factory";
import type { Role, UserStatus } from "@steward/shared";
import type { Services } from "../services/services.ts";

/** The signed-in caller, read fresh from the database on every request (never from the token). */
export interface Actor {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  sessionId: string;
  /** The current policy's id and whether this user acknowledged it; null when there is no policy. */
  currentPolicyId: number | null;
  acceptedCurrentPolicy: boolean;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    actor: Actor | null;
    services: Services;
    /** The largest body this request may have; read only after the route's access rule. */
    maxBodyBytes: number;
  };
}

export const factory = createFactory<AppEnv>();
