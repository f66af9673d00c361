// Deno entry of the mock intranet portal (npm run portal). Settings:
//   PORTAL_PORT  port to listen on (default 8080)
//   PORTAL_HOST  interface (default 127.0.0.1)
//   STEWARD_URL  the Steward server to embed (default http://127.0.0.1:8000); start it with
//                ALLOWED_ORIGINS=http://127.0.0.1:<PORTAL_PORT> so it accepts this portal.
//   PORTAL_OIDC_ISSUER, PORTAL_OIDC_CLIENT_ID, PORTAL_OIDC_AUDIENCE  the portal signs people in at
//                this identity provider (a public client with PKCE) and hands the dashboard the
//                access token for Steward's API (its OIDC_API_AUDIENCE); unset, the dashboard signs in.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPortalHandler } from "./src/portal-server.ts";

const folder = dirname(fileURLToPath(import.meta.url));
const port = Number(Deno.env.get("PORTAL_PORT") ?? "8080");
const hostname = Deno.env.get("PORTAL_HOST") ?? "127.0.0.1";
const stewardUrl = Deno.env.get("STEWARD_URL") ?? "http://127.0.0.1:8000";

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORTAL_PORT must be a port number, got ${Deno.env.get("PORTAL_PORT")}`);
  Deno.exit(1);
}
try {
  new URL(stewardUrl);
} catch {
  console.error(`STEWARD_URL must be a URL, got ${stewardUrl}`);
  Deno.exit(1);
}

const oidcIssuer = Deno.env.get("PORTAL_OIDC_ISSUER");
const oidc = oidcIssuer
  ? { issuer: oidcIssuer, clientId: Deno.env.get("PORTAL_OIDC_CLIENT_ID") ?? "intranet-portal", audience: Deno.env.get("PORTAL_OIDC_AUDIENCE") ?? "" }
  : undefined;
if (oidc && !oidc.audience) {
  console.error("PORTAL_OIDC_AUDIENCE must name Steward's API audience (its OIDC_API_AUDIENCE) when PORTAL_OIDC_ISSUER is set");
  Deno.exit(1);
}

const handler = createPortalHandler({
  stewardUrl,
  oidc,
  readFile: async (path) => {
    try {
      return await Deno.readFile(join(folder, path));
    } catch {
      return null;
    }
  },
});

Deno.serve({
  port,
  hostname,
  onListen: ({ port: actual }) => console.log(`Portal listening on http://${hostname}:${actual}/portal/home (embedding ${stewardUrl})`),
}, handler);
