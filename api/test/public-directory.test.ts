// The official accounts directory (issue 20): who may publish, what the public sees and when, the
// verify API over real address forms, the archive, caching, CORS and the rate limit.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import esPlatforms from "../../shared/i18n/messages/es-CO/platforms.json" with { type: "json" };
import { auditLogs, socialMedias, units } from "../src/db/schema.ts";
import { accountAttestations } from "../src/db/tables/attestations.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let h: Harness;
let w: AccountWorld;
let account: number;

async function activate(id: number) {
  await h.database.direct.update(socialMedias).set({ status: "active" }).where(eq(socialMedias.id, id));
}

async function attest(id: number, at: string) {
  await h.database.direct.insert(accountAttestations).values({ socialMediaId: id, lastAttestedAt: at }).onConflictDoUpdate({ target: accountAttestations.socialMediaId, set: { lastAttestedAt: at } });
}

const publish = (id: number, publicListing: boolean, token = w.tokens.unitAdmin) => call(h, "PUT", `/api/social-medias/${id}/public-listing`, { token, body: { publicListing } });

beforeEach(async () => {
  h = await createHarness({ STEWARD_PUBLIC_RATE_LIMIT: "0" });
  w = await buildAccountWorld(h);
  await h.database.direct.update(units).set({ email: "science-comms@uni.edu" }).where(eq(units.id, w.ids.faculty));
  account = await createAccount(h, w.tokens.superAdmin, accountBody(w, { businessId: "UCa1B2c3D4e5F6g7H8i9J0kL", contactPhone: "+573015550101", notes: "password in the blue binder" }));
  await activate(account);
});
afterEach(() => h.close());

describe("publishing", () => {
  it("a unit admin in scope publishes; a manager may not; an admin of another subtree does not see the account", async () => {
    expect((await publish(account, true, w.tokens.manager)).status).toBe(403);
    expect((await publish(account, true, w.tokens.otherAdmin)).status).toBe(404);
    const before = (await h.database.db.select().from(auditLogs)).length;
    const res = await publish(account, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ publicListing: true, published: true, blockedBy: [], publicUrl: expect.stringMatching(/\/directory\?account=\d+$/) });
    const entries = await h.database.db.select().from(auditLogs);
    expect(entries.length).toBe(before + 1);
    expect(JSON.parse(entries.at(-1)!.current!)).toEqual({ publicListing: true });
    // Setting what is already set changes and records nothing.
    expect((await publish(account, true)).status).toBe(200);
    expect((await h.database.db.select().from(auditLogs)).length).toBe(before + 1);
    expect((await call(h, "GET", `/api/social-medias/${account}/publication`, { token: w.tokens.manager })).body.publicListing).toBe(true);
  });

  it("is shown only while the account and its unit are active, and otherwise moves to the archive with the reason", async () => {
    await publish(account, true);
    const listed = async () => (await call(h, "GET", "/public/v1/accounts")).body.docs.map((d: { id: number }) => d.id);
    expect(await listed()).toEqual([account]);

    await h.database.direct.update(socialMedias).set({ status: "inactive" }).where(eq(socialMedias.id, account));
    expect(await listed()).toEqual([]);
    expect((await call(h, "GET", "/public/v1/accounts/archived")).body.docs).toMatchObject([{ id: account, reason: "account_inactive" }]);
    expect((await call(h, "GET", `/api/social-medias/${account}/publication`, { token: w.tokens.unitAdmin })).body).toMatchObject({ published: false, blockedBy: ["account_inactive"] });

    await activate(account);
    await h.database.direct.update(units).set({ status: "inactive" }).where(eq(units.id, w.ids.faculty));
    expect(await listed()).toEqual([]);
    expect((await call(h, "GET", "/public/v1/accounts/archived")).body.docs).toMatchObject([{ id: account, reason: "unit_inactive" }]);

    await h.database.direct.update(units).set({ status: "active" }).where(eq(units.id, w.ids.faculty));
    await publish(account, false);
    expect(await listed()).toEqual([]);
    const [archived] = (await call(h, "GET", "/public/v1/accounts/archived")).body.docs;
    expect(archived).toMatchObject({ id: account, reason: "unlisted", unlistedAt: h.clock.now.toISOString(), unit: { name: "Faculty of Science", path: ["University", "Faculty of Science"] } });
  });
});

describe("the public list", () => {
  it("filters by search, platform and unit including its sub-units, and pages", async () => {
    const physics = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Physics on X", platform: "twitter", profileUrl: "https://x.com/uniphysics", accountHandle: "@uniphysics", organization: w.ids.dept }));
    const arts = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Arts on Instagram", platform: "instagram", profileUrl: "https://instagram.com/uniarts", accountHandle: "uniarts", organization: w.ids.sibling, primaryAdmin: w.users.otherAdmin, backupAdmin: w.users.siblingStaff, socialMediaManagers: [w.users.siblingStaff] }));
    for (const id of [physics, arts]) {
      await activate(id);
      await publish(id, true, w.tokens.superAdmin);
    }
    await publish(account, true);
    const names = async (query: string) => (await call(h, "GET", `/public/v1/accounts${query}`)).body.docs.map((d: { name: string }) => d.name);
    expect(await names("")).toEqual(["Arts on Instagram", "Physics on X", "Science on YouTube"]);
    expect(await names("?q=physics")).toEqual(["Physics on X"]);
    expect(await names("?q=FACULTY%20OF%20ARTS")).toEqual(["Arts on Instagram"]);
    expect(await names("?platform=youtube")).toEqual(["Science on YouTube"]);
    expect(await names(`?unit=${w.ids.faculty}`)).toEqual(["Physics on X", "Science on YouTube"]);
    expect(await names(`?unit=${w.ids.dept}`)).toEqual(["Physics on X"]);
    const page2 = (await call(h, "GET", "/public/v1/accounts?limit=2&page=2")).body;
    expect(page2).toMatchObject({ totalDocs: 3, page: 2, limit: 2, totalPages: 2, hasNextPage: false, hasPrevPage: true });
    expect(page2.docs.map((d: { name: string }) => d.name)).toEqual(["Science on YouTube"]);
    expect((await call(h, "GET", "/public/v1/accounts?limit=101")).status).toBe(400);
    expect((await call(h, "GET", "/public/v1/accounts?platform=myspace")).status).toBe(400);
    expect(await names("?unit=999999")).toEqual([]);
  });

  it("writes the CSV in the browser's language (issue 31): Spanish header and platform, English unchanged, each kept apart", async () => {
    await publish(account, true);
    const csvIn = async (language: string) => {
      const res = await h.app.request("http://localhost/public/v1/accounts?format=csv", { headers: { "accept-language": language } });
      expect(res.headers.get("vary")).toContain("Accept-Language");
      return (await res.text()).trimEnd().split("\r\n").map((line) => line.split(","));
    };
    const [esHeader, esRow] = await csvIn("es-CO,es;q=0.9");
    expect(esHeader).toEqual(["ID", "Nombre", "Plataforma", "Usuario en la plataforma", "Dirección del perfil", "Unidad", "Ruta de la unidad", "Contacto", "Certificada", "Última certificación"]);
    const [enHeader, enRow] = await csvIn("en-US,en;q=0.9");
    expect(enHeader).toEqual(["id", "name", "platform", "handle", "profileUrl", "unit", "unitPath", "contact", "attested", "lastAttestedAt"]);
    const platform = enHeader!.indexOf("platform");
    expect(esRow![platform]).toBe(esPlatforms[enRow![platform] as keyof typeof esPlatforms]);
    // The published values themselves (id, name, addresses) are the same in both files.
    expect(esRow![0]).toBe(enRow![0]);
    expect(esRow![1]).toBe(enRow![1]);
  });

  it("gives CSV with formulas made inert, and schema.org Organizations with sameAs", async () => {
    await h.database.direct.update(socialMedias).set({ name: "=HYPERLINK(\"http://evil\")" }).where(eq(socialMedias.id, account));
    await publish(account, true);
    const csv = await h.app.request("http://localhost/public/v1/accounts?format=csv");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const [header, row] = (await csv.text()).split("\r\n");
    expect(header).toBe("id,name,platform,handle,profileUrl,unit,unitPath,contact,attested,lastAttestedAt");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const ld = await call(h, "GET", "/public/v1/accounts?format=jsonld");
    expect(ld.headers.get("content-type")).toBe("application/ld+json");
    expect(ld.body).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "Organization",
          "@id": expect.stringMatching(new RegExp(`/directory\\?unit=${w.ids.faculty}$`)),
          name: "Faculty of Science",
          email: "science-comms@uni.edu",
          parentOrganization: { "@type": "Organization", name: "University" },
          sameAs: ["https://www.youtube.com/@uniscience"],
        },
      ],
    });
  });
});

describe("verify", () => {
  const verify = (query: string) => call(h, "GET", `/public/v1/verify?${query}`);

  it("answers every form of an attested, published account's address, with how long it holds", async () => {
    await publish(account, true);
    await attest(account, "2026-01-10T09:00:00.000Z");
    for (const url of [
      "https://www.youtube.com/@uniscience",
      "youtube.com/@UniScience/videos",
      "http://m.youtube.com/@uniscience?si=abc#top",
      "https://www.youtube.com/channel/UCa1B2c3D4e5F6g7H8i9J0kL",
    ]) {
      const res = await verify(`url=${encodeURIComponent(url)}`);
      expect(res.body, url).toEqual({
        verified: true,
        account: { id: account, name: "Science on YouTube", platform: "youtube", handle: "@uniscience", profileUrl: "https://www.youtube.com/@uniscience" },
        unit: { id: w.ids.faculty, name: "Faculty of Science", path: ["University", "Faculty of Science"], contact: "science-comms@uni.edu" },
        lastAttestedAt: "2026-01-10T09:00:00.000Z",
        validUntil: "2027-01-10T09:00:00.000Z",
        summary: "Yes: Science on YouTube is an official account of University › Faculty of Science.",
      });
    }
    expect((await verify("url=%40uniscience&platform=youtube")).body.verified).toBe(true);
  });

  it("is not verified while unattested or once the attestation is a year old, nor for an impostor, an archived or a malformed address", async () => {
    await publish(account, true);
    expect((await verify("url=https://youtube.com/@uniscience")).body).toMatchObject({ verified: false, reason: "not_attested", account: { id: account } });
    await attest(account, "2025-03-14T12:00:00.000Z");
    expect((await verify("url=https://youtube.com/@uniscience")).body).toMatchObject({ verified: false, reason: "not_attested", validUntil: "2026-03-14T12:00:00.000Z" });
    await attest(account, "2026-03-01T12:00:00.000Z");
    expect((await verify("url=https://youtube.com/@uniscience")).body.verified).toBe(true);

    expect((await verify("url=https://youtube.com/@uni_science_official")).body).toEqual({
      verified: false,
      account: null,
      unit: null,
      lastAttestedAt: null,
      validUntil: null,
      reason: "not_found",
      summary: "No: this address is not among the institution's published official accounts. Do not trust it on the institution's behalf.",
    });
    expect((await verify("url=https://youtube.com/watch?v=abc")).body).toMatchObject({ verified: false, reason: "not_a_profile_url" });
    expect((await verify("url=%40uniscience")).body).toMatchObject({ verified: false, reason: "platform_required" });
    expect((await verify("url=http%3A%2F%2F")).body).toMatchObject({ verified: false, reason: "malformed_url" });
    expect((await verify("url=javascript%3A%2F%2Fx.com%2F%250aalert(1)")).body).toMatchObject({ verified: false, reason: "unsupported_scheme" });
    expect((await verify("")).status).toBe(400);
    expect((await verify(`url=${"a".repeat(2049)}`)).status).toBe(400);

    await publish(account, false);
    expect((await verify("url=https://youtube.com/@uniscience")).body).toMatchObject({ verified: false, reason: "archived", account: null });
  });

  it("follows the account when its address changes: the old address is no longer its", async () => {
    await publish(account, true);
    await attest(account, "2026-03-01T12:00:00.000Z");
    const res = await call(h, "PATCH", `/api/social-medias/${account}`, { token: w.tokens.superAdmin, body: { profileUrl: "https://www.youtube.com/@unisciencenew", accountHandle: "@unisciencenew", businessId: "" } });
    expect(res.status).toBe(200);
    expect((await verify("url=https://youtube.com/@unisciencenew")).body.verified).toBe(true);
    expect((await verify("url=https://youtube.com/@uniscience")).body.reason).toBe("not_found");
  });
});

describe("privacy", () => {
  it("no public answer carries anything personal, and every field is one of the listed ones", async () => {
    await publish(account, true);
    await attest(account, "2026-03-01T12:00:00.000Z");
    const [row] = await h.database.db.select().from(socialMedias).where(eq(socialMedias.id, account));
    const personal = ["ua@uni.edu", "smm@uni.edu", "staff@uni.edu", "Una Admin", "Sam Manager", "Fay Staff", "social@uni.edu", "+573015550101", "3015550101", "blue binder", row!.creationDate];
    const answers = [
      "/public/v1/accounts",
      "/public/v1/accounts?format=csv",
      "/public/v1/accounts?format=jsonld",
      "/public/v1/accounts/archived",
      "/public/v1/verify?url=https://youtube.com/@uniscience",
      "/directory",
    ];
    for (const path of answers) {
      const text = await (await h.app.request(`http://localhost${path}`)).text();
      for (const value of personal) expect(text, `${path} shows ${value}`).not.toContain(value);
    }
    const allowed = {
      entry: ["id", "name", "platform", "handle", "profileUrl", "unit", "attested", "lastAttestedAt"],
      unit: ["id", "name", "path", "contact"],
      verify: ["verified", "account", "unit", "lastAttestedAt", "validUntil", "reason", "summary"],
      account: ["id", "name", "platform", "handle", "profileUrl"],
    };
    const [entry] = (await call(h, "GET", "/public/v1/accounts")).body.docs;
    expect(Object.keys(entry).sort()).toEqual([...allowed.entry].sort());
    expect(Object.keys(entry.unit).sort()).toEqual([...allowed.unit].sort());
    const answer = (await call(h, "GET", "/public/v1/verify?url=https://youtube.com/@uniscience")).body;
    expect(Object.keys(answer).every((k) => allowed.verify.includes(k))).toBe(true);
    expect(Object.keys(answer.account).sort()).toEqual([...allowed.account].sort());
  });
});

describe("caching, CORS and the rate limit", () => {
  it("answers with an ETag and 304s a revalidation without reading the database; a change gives a new ETag", async () => {
    await publish(account, true);
    const first = await h.app.request("http://localhost/public/v1/accounts");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    expect(first.headers.get("access-control-allow-origin")).toBe("*");

    const client = h.database.client as unknown as { execute: (...a: unknown[]) => unknown; batch: (...a: unknown[]) => unknown };
    const counted = { n: 0 };
    const { execute, batch } = client;
    client.execute = (...a) => (counted.n++, execute.apply(client, a));
    client.batch = (...a) => (counted.n++, batch.apply(client, a));
    // A verify answer kept for the same query string is sent without parsing it again or reading anything.
    const verifyPath = "/public/v1/verify?url=https%3A%2F%2Fyoutube.com%2F%40uniscience";
    const verified = await (await h.app.request(`http://localhost${verifyPath}`)).json();
    counted.n = 0;
    const keptVerify = await h.app.request(`http://localhost${verifyPath}`);
    expect(await keptVerify.json()).toEqual(verified);
    expect(keptVerify.headers.get("access-control-allow-origin")).toBe("*");
    expect(keptVerify.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(counted.n, "a kept verify answer read the database").toBe(0);
    for (const path of ["/public/v1/accounts", "/directory"]) {
      const tag = path === "/directory" ? (await h.app.request(`http://localhost${path}`)).headers.get("etag")! : etag!;
      counted.n = 0;
      const again = await h.app.request(`http://localhost${path}`, { headers: { "if-none-match": tag } });
      expect(again.status, path).toBe(304);
      expect(counted.n, `${path} read the database`).toBe(0);
    }
    client.execute = execute;
    client.batch = batch;

    await call(h, "PATCH", `/api/social-medias/${account}`, { token: w.tokens.superAdmin, body: { name: "Science Channel" } });
    const changed = await h.app.request("http://localhost/public/v1/accounts", { headers: { "if-none-match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await changed.json()).docs[0].name).toBe("Science Channel");
  });

  it("limits each client address, with Retry-After", async () => {
    const limited = await createHarness({ STEWARD_PUBLIC_RATE_LIMIT: "3" });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.request("http://localhost/public/v1/verify?url=x.com/uni")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.app.request("http://localhost/public/v1/accounts");
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      limited.close();
    }
  });

  it("is documented in the OpenAPI document", async () => {
    const paths = (await call(h, "GET", "/api/openapi.json")).body.paths;
    for (const p of ["/public/v1/accounts", "/public/v1/accounts/archived", "/public/v1/verify"]) {
      expect(paths[p].get.responses, p).toHaveProperty("304");
      expect(paths[p].get.responses, p).toHaveProperty("429");
    }
  });
});
