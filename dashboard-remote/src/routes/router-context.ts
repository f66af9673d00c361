import type { ApiClient } from "../api/api-client.ts";
import type { SessionStore } from "../auth/session-store.ts";

export interface RouterContext {
  api: ApiClient;
  session: SessionStore;
}
