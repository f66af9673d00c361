// SCIM provisioning against the real Deno server over real HTTP, the way Entra ID and Okta run it:
// look the person up by userName, create them, patch them (externalId, name, `active` as Entra's
// strings), replace them (Okta's PUT), deprovision them (sessions end, sign-in refused), bring
// them back, delete them; and a revoked token is refused at its next request.
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http, startServer, type RunningServer } from "../support/server.ts";

const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";

let server: RunningServer;
let root: string;
let rootId: number;
let scimToken: string;

/** A SCIM call as a provider makes it: application/scim+json, the SCIM token as a bearer. */
async function scim(method: string, path: string, body?: unknown, opts: { token?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${opts.token ?? scimToken}`, accept: "application/scim+json" };
  if (body !== undefined) headers["content-type"] = opts.contentType ?? "application/scim+json";
  const res = await fetch(`${server.url}/scim/v2${path}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const byUserName = (email: string) => scim("GET", `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`);
const signIn = (email: string, password: string) => http(server.url, "POST", "/api/users/login", { body: { email, password } });

beforeAll(async () => {
  server = await startServer();
  rootId = (await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada Admin", email: "ada@uni.edu", password: "a good password" } })).body.user.id;
  root = (await signIn("ada@uni.edu", "a good password")).body.token;
  scimToken = (await http(server.url, "POST", "/api/scim/tokens", { token: root, body: { name: "entra" } })).body.token;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("SCIM over real HTTP", () => {
  it("discovery names the server's public address", async () => {
    const config = await scim("GET", "/ServiceProviderConfig");
    expect(config.status).toBe(200);
    expect(config.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    expect(config.body.meta.location).toBe(`${server.url}/scim/v2/ServiceProviderConfig`);
    expect((await scim("GET", "/Schemas")).body.Resources[0].id).toBe(USER);
  });

  it("a new hire: looked up, created pending review, patched, replaced, deleted", async () => {
    expect((await byUserName("new.hire@uni.edu")).body.totalResults).toBe(0);
    const created = await scim("POST", "/Users", {
      schemas: [USER],
      externalId: "8f14e45f",
      userName: "New.Hire@uni.edu",
      active: true,
      displayName: "New Hire",
      name: { givenName: "New", familyName: "Hire" },
      emails: [{ primary: true, type: "work", value: "new.hire@uni.edu" }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.get("location")).toBe(`${server.url}/scim/v2/Users/${created.body.id}`);
    const id = created.body.id as string;

    const found = await byUserName("new.hire@uni.edu");
    expect(found.body).toMatchObject({ totalResults: 1, Resources: [{ id, userName: "new.hire@uni.edu", externalId: "8f14e45f", active: true }] });
    const user = await http(server.url, "GET", `/api/users/${id}`, { token: root });
    expect(user.body.doc).toMatchObject({ role: "social_media_manager", status: "pending_activation", organizations: [], reviewRequest: { status: "open" } });

    const patched = await scim("PATCH", `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: "Replace", path: "displayName", value: "New M. Hire" },
        { op: "Replace", path: "name.givenName", value: "New M." },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ displayName: "New M. Hire", name: { givenName: "New M.", familyName: "Hire" } });

    const replaced = await scim("PUT", `/Users/${id}`, { schemas: [USER], id, externalId: "8f14e45f", userName: "new.hire@uni.edu", name: { givenName: "Nova", familyName: "Hire" }, active: true });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.displayName).toBe("Nova Hire");
    expect((await http(server.url, "GET", `/api/users/${id}`, { token: root })).body.doc.name).toBe("Nova Hire");

    expect((await scim("DELETE", `/Users/${id}`)).status).toBe(204);
    expect((await scim("GET", `/Users/${id}`)).status).toBe(404);
    expect((await http(server.url, "GET", `/api/users/${id}`, { token: root })).body.doc.status).toBe("inactive");
  });

  it("an existing person: matched by userName, deprovisioned (sessions ended, sign-in refused), then brought back", async () => {
    const unit = await http(server.url, "POST", "/api/organization", { token: root, body: { name: "University", type: "higher_education_institution", admin: rootId } });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    const made = await http(server.url, "POST", "/api/users", {
      token: root,
      body: { name: "Sam Smith", email: "sam@uni.edu", role: "social_media_manager", password: "sam's long password", organizations: [unit.body.doc.id] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const session = (await signIn("sam@uni.edu", "sam's long password")).body.token as string;
    expect((await http(server.url, "GET", "/api/users/me", { token: session })).status).toBe(200);

    const found = await byUserName("SAM@uni.edu");
    expect(found.body.Resources).toHaveLength(1);
    const id = found.body.Resources[0].id as string;
    expect(id).toBe(String(made.body.doc.id));
    // Made in Steward and never seen at the identity provider: out of provisioning's reach (issue 27).
    const refused = await scim("PATCH", `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: "Replace", path: "active", value: "False" }] });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect((await http(server.url, "GET", "/api/users/me", { token: session })).status).toBe(200);
    // Sam signs in through the provider once (the identity link that sign-in leaves).
    const db = createClient({ url: server.databaseUrl });
    await db.execute({ sql: "INSERT INTO identity_links (provider, subject, user_id) VALUES ('oidc', 'sub-sam', ?)", args: [Number(id)] });
    db.close();
    const linked = await scim("PATCH", `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: "Add", path: "externalId", value: "c9f0f895" }] });
    expect(linked.body.externalId).toBe("c9f0f895");

    const off = await scim("PATCH", `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: "Replace", path: "active", value: "False" }] });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await http(server.url, "GET", "/api/users/me", { token: session })).status).toBe(401);
    expect((await signIn("sam@uni.edu", "sam's long password")).status).toBe(401);

    const on = await scim("PATCH", `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: "replace", value: { active: true } }] });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await signIn("sam@uni.edu", "sam's long password")).status).toBe(200);

    const audit = await http(server.url, "GET", `/api/audit-logs?entity=users&documentId=${id}`, { token: root });
    expect(audit.body.docs.map((e: { user: { name: string } }) => e.user.name)).toEqual(["SCIM: entra", "SCIM: entra", "SCIM: entra", "Ada Admin"]);
  });

  it("refuses bad requests with SCIM error bodies", async () => {
    const filter = await scim("GET", `/Users?filter=${encodeURIComponent('userName co "sam"')}`);
    expect(filter).toMatchObject({ status: 400, body: { schemas: [ERROR], status: "400", scimType: "invalidFilter" } });
    const form = await scim("POST", "/Users", "userName=x@uni.edu", { contentType: "application/x-www-form-urlencoded" });
    expect(form).toMatchObject({ status: 415, body: { schemas: [ERROR], status: "415" } });
    const unknown = await scim("POST", "/Users", { schemas: [USER], userName: "x@uni.edu", title: "Dean" });
    expect(unknown).toMatchObject({ status: 400, body: { scimType: "invalidSyntax" } });
    const duplicate = await scim("POST", "/Users", { schemas: [USER], userName: "ada@uni.edu" });
    expect(duplicate).toMatchObject({ status: 409, body: { scimType: "uniqueness" } });
    const session = await scim("GET", "/Users", undefined, { token: root });
    expect(session).toMatchObject({ status: 401, body: { schemas: [ERROR], status: "401" } });
  });

  it("a revoked token is refused at its next request", async () => {
    const made = await http(server.url, "POST", "/api/scim/tokens", { token: root, body: { name: "okta" } });
    expect((await scim("GET", "/Users?count=1", undefined, { token: made.body.token })).status).toBe(200);
    expect((await http(server.url, "DELETE", "/api/scim/tokens/okta", { token: root })).status).toBe(200);
    const refused = await scim("GET", "/Users?count=1", undefined, { token: made.body.token });
    expect(refused).toMatchObject({ status: 401, body: { schemas: [ERROR], status: "401" } });
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });
});
