import { createFactory } from "hono/factory";
import type { Locale } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import type { Services } from "../services/services.ts";
import type { ClientConnection } from "./client-address.ts";

export type { Actor };

export interface AppEnv {
  Variables: {
    requestId: string;
    actor: Actor | null;
    services: Services;
    /** The largest body this request may have; read only after the route's access rule. */
    maxBodyBytes: number;
    /** Who sent the request and over which protocol, trusted proxies considered (client-address.ts). */
    client: ClientConnection;
    /** The language the request is answered in, decided once after authentication (request-locale.ts). */
    locale: Locale;
  };
}

export const factory = createFactory<AppEnv>();
