// Who is calling: read fresh from the database on every request (never from the token). Every
// layer speaks of the caller in these terms; HTTP only finds out who it is.
import type { Locale, Role, UserStatus } from "@steward/shared";

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
  /**
   * The language the person chose (issue 31), read with the session; absent or null: none chosen,
   * so the institution's STEWARD_DEFAULT_LOCALE (http/request-locale.ts decides the request's).
   */
  locale?: Locale | null;
}
