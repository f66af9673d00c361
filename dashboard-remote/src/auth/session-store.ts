import type { PublicUser } from "@steward/shared";
import type { ApiClient } from "../api/api-client.ts";
import { getMe } from "../api/auth-api.ts";
import { ApiError } from "../api/api-error.ts";

/**
 * Who is signed in, asked of the server once and then remembered, so that every route guard does
 * not cost a request. Sign-in fills it, a 401 empties it.
 */
export interface SessionStore {
  load(): Promise<PublicUser | null>;
  set(user: PublicUser): void;
  clear(): void;
  current(): PublicUser | null;
}

export function createSessionStore(api: ApiClient): SessionStore {
  let pending: Promise<PublicUser | null> | null = null;
  let user: PublicUser | null = null;

  return {
    load() {
      pending ??= getMe(api).then(
        (answer) => {
          user = answer.user;
          return user;
        },
        (error: unknown) => {
          pending = null;
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        },
      );
      return pending;
    },
    set(next) {
      user = next;
      pending = Promise.resolve(next);
    },
    clear() {
      user = null;
      pending = null;
    },
    current() {
      return user;
    },
  };
}
