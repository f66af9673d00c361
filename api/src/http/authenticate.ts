// Who is calling, from the request's credentials alone (before any body is read): a Steward session
// (HS256 token in the cookie or the Authorization header), else, when OIDC_API_AUDIENCE is set, the
// identity provider's access token as a bearer token (issue 17, point 4). A provider token that is
// refused answers at once, with the reason, rather than passing as "not signed in".
import type { Context } from "hono";
import type { Actor } from "../domain/actor.ts";
import { looksLikeProviderToken } from "../services/provider-token-service.ts";
import type { Services } from "../services/services.ts";
import { readToken } from "./session-cookie.ts";

export async function authenticate(c: Context, services: Services): Promise<Actor | null> {
  const token = readToken(c);
  if (!token) return null;
  const actor = await services.auth.authenticate(token);
  if (actor || !services.providerTokens.enabled) return actor;
  // Only a bearer header may carry a provider's token; a cookie is always Steward's own.
  const bearer = /^Bearer\s/i.test(c.req.header("authorization") ?? "");
  if (!bearer || !looksLikeProviderToken(token)) return null;
  return services.providerTokens.actorFor(token);
}
