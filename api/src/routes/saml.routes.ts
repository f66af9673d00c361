// SAML 2.0 sign-in (issue 17, point 2): the SP's metadata, the login that sends the browser to the
// IdP with an AuthnRequest (HTTP-Redirect binding), and the ACS where the IdP's page posts the
// response (HTTP-POST binding). The ACS is the one API route that takes a form post from another
// site: request-guards.ts lets exactly this path and media type through, and the response's
// signature, not the Origin, is what authenticates it. `link` is the login started by someone signed
// in, whose IdP account the ACS links to theirs (issue 27).
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { randomId } from "../auth/tokens.ts";
import { ERROR_CODES, IDENTITY_ERROR_CODES } from "@steward/shared";
import { publicRoute, signedIn } from "../http/access-rules.ts";
import type { AppEnv } from "../http/context.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { HttpError, Refusal } from "../http/errors.ts";
import { answer, bare, refused } from "../http/responses.ts";
import { setSessionCookie } from "../http/session-cookie.ts";
import { SAML_PATHS } from "../saml/saml-config.ts";
import { REQUEST_LIFETIME_MS } from "../saml/service-provider.ts";
import type { Settings } from "../settings.ts";
import { afterSignInTarget, redirectToProvider, redirectWithin } from "../http/redirect.ts";
import { withTestResult } from "./identity-oidc.routes.ts";

/** The one path whose form posts request-guards.ts admits (HTTP-POST binding). */
export const SAML_ACS_PATH = SAML_PATHS.acs;

/**
 * Binds a sign-in to the browser that started it. SameSite=None because the IdP's page posts to
 * the ACS from its own site (a Lax cookie would not come back); Secure, as None requires; scoped to
 * the SAML paths and to the request's lifetime.
 */
const BROWSER_COOKIE = "steward_saml_browser";
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const samlForm = z.object({ SAMLResponse: z.string().describe("base64 SAML 2.0 Response"), RelayState: z.string().optional() });

export const samlRoutes = {
  metadata: declareRoute({
    method: "get", path: "/auth/saml/metadata", summary: "The SAML service provider's metadata (entityID, ACS, WantAssertionsSigned)", tags: ["auth"],
    access: publicRoute(),
    responses: {
      200: { description: "SAML 2.0 metadata", content: { "application/samlmetadata+xml": { schema: z.string() } } },
      404: refused("PROVIDER_NOT_CONFIGURED"),
      503: refused("PROVIDER_UNAVAILABLE: the SP's key files cannot be read"),
    },
  }),
  login: declareRoute({
    method: "get", path: "/auth/saml/login", summary: "Browser sign-in through the SAML identity provider: redirect with an AuthnRequest", tags: ["auth"],
    access: publicRoute(),
    request: { query: z.object({ returnTo: z.string().max(2048).optional() }) },
    responses: { 302: bare("to the IdP's SSO address; or to /sign-in?error=CODE when SAML is not configured or the IdP's metadata cannot be read") },
  }),
  link: declareRoute({
    method: "post", path: "/auth/saml/link", summary: "Link the SAML IdP's account to your own: a sign-in at the IdP that the ACS links to the signed-in user", tags: ["auth"],
    access: signedIn(),
    request: { query: z.object({ returnTo: z.string().max(2048).optional() }) },
    responses: {
      200: answer('{"url"}: the IdP\'s SSO address with the AuthnRequest, to send the browser to', z.object({ url: z.string() })),
      401: refused("not signed in"),
      404: refused("PROVIDER_NOT_CONFIGURED"),
      503: refused("PROVIDER_UNAVAILABLE: the IdP's metadata cannot be read"),
    },
  }),
  acs: declareRoute({
    method: "post", path: "/auth/saml/acs", summary: "Assertion consumer service: the IdP's signed response, posted as a form", tags: ["auth"],
    access: publicRoute(),
    request: { body: { content: { "application/x-www-form-urlencoded": { schema: samlForm } }, required: true } },
    responses: {
      303: bare("signed in: to returnTo with the session cookie; pending review: to /sign-in?error=ACCESS_PENDING; refused: to /sign-in?error=CODE&reason=CHECK; a super admin's test sign-in: to the page that started it with ?signInTest=KEY"),
    },
  }),
};

function signInPage(error: string, reason?: unknown): string {
  const query = new URLSearchParams({ error });
  if (typeof reason === "string") query.set("reason", reason);
  return `/sign-in?${query}`;
}

/** The browser's secret for this sign-in: the one it already holds, else a new one (also for a test sign-in's start). */
export function samlBrowserSecret(c: Context): string {
  const held = getCookie(c, BROWSER_COOKIE);
  const secret = held && SECRET_SHAPE.test(held) ? held : randomId(32);
  setCookie(c, BROWSER_COOKIE, secret, { httpOnly: true, secure: true, sameSite: "None", path: "/api/auth/saml", maxAge: REQUEST_LIFETIME_MS / 1000 });
  return secret;
}

/** The form's SAMLResponse, read within the body limit; anything else is a plain 400. */
async function readSamlResponse(c: Context<AppEnv>): Promise<string> {
  let form: Record<string, unknown> = {};
  await bodyLimit({ maxSize: c.var.maxBodyBytes, onError: () => { throw new HttpError(413, { message: ERROR_CODES.payloadTooLarge }); } })(c, async () => {
    form = await c.req.parseBody();
  });
  const value = form["SAMLResponse"];
  if (typeof value !== "string" || value.length === 0 || !/^[A-Za-z0-9+/=\s]+$/.test(value)) {
    throw new Refusal("unauthenticated", { message: IDENTITY_ERROR_CODES.providerResponseInvalid, reason: "malformed" });
  }
  return value;
}

export function mountSamlRoutes(settings: Settings) {
  const app = router();
  handle(app, samlRoutes.metadata, async (c) => {
    const xml = await c.var.services.saml.metadata();
    return c.body(xml, 200, { "content-type": "application/samlmetadata+xml; charset=utf-8" });
  });
  handle(app, samlRoutes.login, async (c) => {
    const returnTo = afterSignInTarget(c.req.valid("query").returnTo, settings);
    try {
      const { redirectUrl } = await c.var.services.saml.startLogin({ returnTo, browserSecret: samlBrowserSecret(c) });
      return redirectToProvider(c, redirectUrl);
    } catch (error) {
      if (error instanceof Refusal) return redirectWithin(c, settings, signInPage(error.body.message), 302);
      throw error;
    }
  });
  // A POST, not a GET: a cross-site page cannot start it (the origin check), so nobody is made to
  // link an account of someone else's choosing that their browser happens to be signed in to.
  handle(app, samlRoutes.link, async (c) => {
    const returnTo = afterSignInTarget(c.req.valid("query").returnTo, settings);
    const { redirectUrl } = await c.var.services.saml.startLogin({ returnTo, browserSecret: samlBrowserSecret(c), linkUserId: c.var.actor.id });
    return c.json({ url: redirectUrl }, 200);
  });
  handle(app, samlRoutes.acs, async (c) => {
    try {
      const samlResponse = await readSamlResponse(c);
      const finished = await c.var.services.saml.finishLogin({ samlResponse, browserSecret: getCookie(c, BROWSER_COOKIE) });
      // A super admin's test (issue 33): no session; the page that started it shows what the IdP sent.
      if ("outcome" in finished) {
        const id = await c.var.services.identitySettings.recordTest({ ...finished, provider: "saml" });
        return redirectWithin(c, settings, withTestResult(finished.returnTo, id), 303, "/");
      }
      const { result, returnTo } = finished;
      if (result.outcome === "pending_activation") return redirectWithin(c, settings, signInPage(IDENTITY_ERROR_CODES.accessPending), 303);
      setSessionCookie(c, settings, result.token, result.expiresAt);
      // Checked again on the way out: a value stored before this check existed is not trusted.
      return redirectWithin(c, settings, returnTo, 303, "/");
    } catch (error) {
      if (error instanceof Refusal && !(error instanceof HttpError)) return redirectWithin(c, settings, signInPage(error.body.message, (error.body as { reason?: unknown }).reason), 303);
      throw error;
    }
  });
  return app;
}
