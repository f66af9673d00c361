import { createFactory } from "hono/factory";
import type { Actor } from "../domain/actor.ts";
import type { Services } from "../services/services.ts";

export type { Actor };

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
