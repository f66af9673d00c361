// Where someone who is not signed in goes (issue 17): Steward's sign-in page, or, when the embedding
// page signs people in (getAccessToken), the page that says why the dashboard cannot open.
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { redirect } from "@tanstack/react-router";
import type { ApiClient } from "../api/api-client.ts";
import { ApiError } from "../api/api-error.ts";
import { signInSearchFor } from "./sign-in-return.ts";

const IDENTITY_CODES: ReadonlySet<string> = new Set(Object.values(IDENTITY_ERROR_CODES));

export function signInRedirect(api: ApiClient, href: string) {
  return api.usesAccessToken
    ? redirect({ to: "/access", search: {}, replace: true })
    : redirect({ to: "/sign-in", search: signInSearchFor(href), replace: true });
}

/** A refusal of the identity provider's rules (pending review, not active...) as a redirect that says so. */
export function identityRefusalRedirect(error: unknown) {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403) && error.code && IDENTITY_CODES.has(error.code)) {
    return redirect({ to: "/access", search: { error: error.code }, replace: true });
  }
  return undefined;
}
