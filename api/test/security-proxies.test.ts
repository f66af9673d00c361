// docs/security.md "Behind a reverse proxy": X-Forwarded-For and X-Forwarded-Proto are believed
// only from the addresses in STEWARD_TRUSTED_PROXIES. The rate limits key on the client found
// that way, and the session and sign-in cookies are Secure when the original request was https.
// The peer of each request is what Deno.serve hands the app as its env (`remoteAddr`).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "../src/settings.ts";
import { STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../../tests/support/oidc-provider.ts";
import { createHarness, type Harness } from "./harness.ts";
import { firstUser, PASSWORD } from "./fixtures.ts";

const TRUSTED = "10.0.0.0/8, fd00::/8";

interface From {
  peer: string;
  forwardedFor?: string;
  forwardedProto?: string;
}

let h: Harness | undefined;
afterEach(() => {
  h?.close();
  h = undefined;
});

async function harness(env: Record<string, string> = {}): Promise<Harness> {
  h = await createHarness(env);
  return h;
}

function send(app: Harness["app"], path: string, from: From, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (from.forwardedFor !== undefined) headers.set("x-forwarded-for", from.forwardedFor);
  if (from.forwardedProto !== undefined) headers.set("x-forwarded-proto", from.forwardedProto);
  return Promise.resolve(app.request(`http://localhost${path}`, { ...init, headers }, { remoteAddr: { hostname: from.peer, port: 41234, transport: "tcp" } }));
}

/** One request of the public directory, limited to one a minute per client in these tests. */
const lookUp = async (from: From) => (await send(h!.app, "/public/v1/verify?url=x.com/uni", from)).status;

/** True when `second` counts against the same client as `first` (whose bucket must be fresh). */
async function sameClient(first: From, second: From): Promise<boolean> {
  expect(await lookUp(first), `a fresh client: ${JSON.stringify(first)}`).toBe(200);
  return (await lookUp(second)) === 429;
}

describe("Behind a reverse proxy: who the client is", () => {
  it("by default nobody is trusted: one address claiming many clients in X-Forwarded-For gets one bucket", async () => {
    await harness({ STEWARD_PUBLIC_RATE_LIMIT: "1" });
    expect(await sameClient({ peer: "198.51.100.10", forwardedFor: "192.0.2.1" }, { peer: "198.51.100.10", forwardedFor: "192.0.2.2" })).toBe(true);
    expect(await sameClient({ peer: "10.0.0.5", forwardedFor: "192.0.2.3" }, { peer: "10.0.0.5", forwardedFor: "192.0.2.4" })).toBe(true);
  });

  it("an untrusted peer's X-Forwarded-For changes nothing, even with proxies configured", async () => {
    await harness({ STEWARD_PUBLIC_RATE_LIMIT: "1", STEWARD_TRUSTED_PROXIES: TRUSTED });
    expect(await sameClient({ peer: "198.51.100.11", forwardedFor: "192.0.2.5" }, { peer: "198.51.100.11", forwardedFor: "192.0.2.6" })).toBe(true);
    // Naming a trusted proxy as the next hop does not make the sender one.
    expect(await sameClient({ peer: "198.51.100.12", forwardedFor: "192.0.2.7, 10.0.0.5" }, { peer: "198.51.100.12" })).toBe(true);
  });

  it("a trusted proxy's X-Forwarded-For separates the clients behind it", async () => {
    await harness({ STEWARD_PUBLIC_RATE_LIMIT: "1", STEWARD_TRUSTED_PROXIES: TRUSTED });
    expect(await sameClient({ peer: "10.0.0.5", forwardedFor: "192.0.2.10" }, { peer: "10.0.0.5", forwardedFor: "192.0.2.11" })).toBe(false);
    // The same client through the proxy and directly is one client.
    expect(await lookUp({ peer: "192.0.2.10" })).toBe(429);
    expect(await lookUp({ peer: "10.0.0.6", forwardedFor: "192.0.2.11" })).toBe(429);
  });

  it("entries a client writes itself cannot get it out of its bucket", async () => {
    await harness({ STEWARD_PUBLIC_RATE_LIMIT: "1", STEWARD_TRUSTED_PROXIES: TRUSTED });
    // The proxy appends the address it saw; whatever the client sent stays on the left.
    expect(await sameClient({ peer: "10.0.0.5", forwardedFor: "1.2.3.4, 192.0.2.20" }, { peer: "10.0.0.5", forwardedFor: "5.6.7.8, 192.0.2.20" })).toBe(true);
    expect(await lookUp({ peer: "10.0.0.5", forwardedFor: "10.0.0.1, 192.0.2.20" })).toBe(429);
    // Two trusted proxies in a row: the first untrusted address from the right is the client.
    expect(await sameClient({ peer: "10.0.0.5", forwardedFor: "6.6.6.6, 192.0.2.21, 10.0.0.9" }, { peer: "192.0.2.21" })).toBe(true);
    // Something that is not an address ends the walk at the last proxy that could be checked.
    expect(await sameClient({ peer: "10.0.0.7", forwardedFor: "192.0.2.22, unknown" }, { peer: "10.0.0.7", forwardedFor: "192.0.2.23, _hidden" })).toBe(true);
  });

  it("reads IPv6, ports, brackets and IPv4-mapped peers, and one client is one bucket whatever its spelling", async () => {
    await harness({ STEWARD_PUBLIC_RATE_LIMIT: "1", STEWARD_TRUSTED_PROXIES: TRUSTED });
    expect(await sameClient({ peer: "fd00::1", forwardedFor: "[2001:db8::1]:51234" }, { peer: "::ffff:10.0.0.7", forwardedFor: "2001:DB8:0:0::1" })).toBe(true);
    expect(await sameClient({ peer: "fd00::1", forwardedFor: "192.0.2.40:8080" }, { peer: "::ffff:192.0.2.40" })).toBe(true);
    expect(await sameClient({ peer: "fd00::2", forwardedFor: "2001:db8::2" }, { peer: "fd00::2", forwardedFor: "2001:db8::3" })).toBe(false);
  });

  it("the word loopback trusts 127.0.0.0/8 and ::1", async () => {
    await harness({ STEWARD_PUBLIC_RATE_LIMIT: "1", STEWARD_TRUSTED_PROXIES: "loopback" });
    expect(await sameClient({ peer: "127.0.0.1", forwardedFor: "192.0.2.50" }, { peer: "::1", forwardedFor: "192.0.2.51" })).toBe(false);
    expect(await lookUp({ peer: "192.0.2.50" })).toBe(429);
    expect(await sameClient({ peer: "10.0.0.5", forwardedFor: "192.0.2.52" }, { peer: "10.0.0.5", forwardedFor: "192.0.2.53" })).toBe(true);
  });

  it("the forgot-password limit counts each client behind the proxy on its own", async () => {
    const app = (await harness({ STEWARD_TRUSTED_PROXIES: TRUSTED })).app;
    const forgot = (client: string) =>
      send(app, "/api/users/forgot-password", { peer: "10.0.0.5", forwardedFor: client }, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "someone@uni.edu" }) });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot("192.0.2.60")).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect((await forgot("192.0.2.61")).status).toBe(200);
    expect((await forgot("7.7.7.7, 192.0.2.60")).status).toBe(429);
  });
});

describe("Behind a reverse proxy: whether the original request was https", () => {
  async function login(from: From): Promise<string> {
    const res = await send(h!.app, "/api/users/login", from, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "root@uni.edu", password: PASSWORD }) });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().find((c) => c.startsWith("steward_session="))!;
  }

  it("the session cookie is Secure when a trusted proxy says https, and not when anyone else does", async () => {
    await firstUser(await harness({ STEWARD_TRUSTED_PROXIES: TRUSTED }));
    expect(await login({ peer: "10.0.0.5", forwardedFor: "192.0.2.70", forwardedProto: "https" })).toMatch(/;\s*Secure/i);
    expect(await login({ peer: "198.51.100.13", forwardedProto: "https" })).not.toMatch(/Secure/i);
    expect(await login({ peer: "10.0.0.5", forwardedFor: "192.0.2.70", forwardedProto: "http" })).not.toMatch(/Secure/i);
    expect(await login({ peer: "10.0.0.5", forwardedFor: "192.0.2.70" })).not.toMatch(/Secure/i);
  });

  it("with proxies that append, the value is the one the first trusted proxy wrote, never the client's", async () => {
    await firstUser(await harness({ STEWARD_TRUSTED_PROXIES: TRUSTED }));
    // https at the edge proxy (10.0.0.9), http between the two proxies.
    expect(await login({ peer: "10.0.0.5", forwardedFor: "192.0.2.71, 10.0.0.9", forwardedProto: "https, http" })).toMatch(/;\s*Secure/i);
    // One trusted proxy that appends to what the client sent: the client's "https" is not believed.
    expect(await login({ peer: "10.0.0.5", forwardedFor: "192.0.2.72", forwardedProto: "https, http" })).not.toMatch(/Secure/i);
  });

  it("nobody's X-Forwarded-Proto is believed by default", async () => {
    await firstUser(await harness());
    expect(await login({ peer: "10.0.0.5", forwardedFor: "192.0.2.73", forwardedProto: "https" })).not.toMatch(/Secure/i);
  });

  describe("the OpenID Connect browser cookie", () => {
    let idp: TestOidcProvider;
    beforeAll(async () => {
      idp = await startOidcProvider({ redirectUris: ["http://localhost:8000/api/auth/oidc/callback"] });
    });
    afterAll(() => idp.close());

    it("follows the same rule", async () => {
      const app = (
        await harness({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: STEWARD_CLIENT.id, OIDC_CLIENT_SECRET: STEWARD_CLIENT.secret, OIDC_ALLOW_HTTP: "true", STEWARD_TRUSTED_PROXIES: TRUSTED })
      ).app;
      const cookie = async (from: From) => {
        const res = await send(app, "/api/auth/oidc/login", from);
        expect(res.status).toBe(302);
        return res.headers.getSetCookie().find((c) => c.startsWith("steward_oidc="))!;
      };
      expect(await cookie({ peer: "10.0.0.5", forwardedFor: "192.0.2.80", forwardedProto: "https" })).toMatch(/;\s*Secure/i);
      expect(await cookie({ peer: "198.51.100.14", forwardedProto: "https" })).not.toMatch(/Secure/i);
    });
  });
});

describe("STEWARD_TRUSTED_PROXIES itself", () => {
  it.each([
    ["10.0.0.0/33", "'10.0.0.0/33'"],
    ["300.1.1.1", "'300.1.1.1'"],
    ["fd00::/129", "'fd00::/129'"],
    ["proxy.internal", "'proxy.internal'"],
    ["10.0.0.1/8", "10.0.0.0/8"],
  ])("refuses %s with a sentence naming the setting", (value, named) => {
    let error: unknown;
    try {
      loadSettings({ STEWARD_TRUSTED_PROXIES: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const problem = (error as SettingsError).problems.join("\n");
    expect(problem).toMatch(/^STEWARD_TRUSTED_PROXIES: /);
    expect(problem).toContain(named);
  });

  it("takes addresses, ranges of both families and the word loopback", () => {
    expect(() => loadSettings({ STEWARD_TRUSTED_PROXIES: " 10.0.0.0/8 , 192.0.2.1, 2001:db8::/32, fd00::1, loopback, " })).not.toThrow();
  });
});
