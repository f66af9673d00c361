// Bad input of every kind gets a clear 4xx and changes nothing; never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUnit } from "./fixtures.ts";

let h: Harness;
let root: string;
let unitId: number;
beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  unitId = (await insertUnit(h, "University")).id;
});
afterAll(() => h.close());

const counts = async () => (await h.database.client.execute("SELECT (SELECT count(*) FROM users) AS u, (SELECT count(*) FROM audit_logs) AS a")).rows[0];
const user = (extra: Record<string, unknown> = {}) => ({ name: "Sam", email: "sam@uni.edu", role: "unit_admin", organizations: [unitId], ...extra });

describe("bad input", () => {
  const nested = (depth: number): unknown => (depth === 0 ? "x" : { a: nested(depth - 1) });
  const raw: [string, string][] = [
    ["__proto__ key", `{"name":"Sam","email":"sam@uni.edu","role":"unit_admin","organizations":[1],"__proto__":{"role":"super_admin"}}`],
    ["constructor key", `{"name":"Sam","email":"sam@uni.edu","role":"unit_admin","organizations":[1],"constructor":{"prototype":{}}}`],
    ["a NUL character", `{"name":"Sa\\u0000m","email":"sam@uni.edu","role":"unit_admin","organizations":[1]}`],
    ["an escape character", `{"name":"Sa\\u001bm","email":"sam@uni.edu","role":"unit_admin","organizations":[1]}`],
    ["a lone high surrogate", `{"name":"Sa\\ud800m","email":"sam@uni.edu","role":"unit_admin","organizations":[1]}`],
    ["a lone low surrogate", `{"name":"\\udc00","email":"sam@uni.edu","role":"unit_admin","organizations":[1]}`],
    ["deep nesting", JSON.stringify({ ...user(), extra: nested(200) })],
    ["a wrong type", JSON.stringify(user({ organizations: "1" }))],
    ["a number as name", JSON.stringify(user({ name: 42 }))],
    ["an array body", "[1,2,3]"],
    ["truncated JSON", `{"name":"Sam",`],
  ];

  it.each(raw)("refuses %s with a 400 ValidationError and changes nothing", async (_label, body) => {
    const before = await counts();
    const res = await call(h, "POST", "/api/users", { token: root, body });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe("ValidationError");
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it("keeps proper Unicode, tabs and newlines", async () => {
    const res = await call(h, "POST", "/api/users", { token: root, body: user({ name: "Zoë 😀 Ñandú\tII" }) });
    expect(res.status).toBe(201);
    expect(res.body.doc.name).toBe("Zoë 😀 Ñandú\tII");
  });

  it("stores SQL metacharacters literally and searches them literally", async () => {
    const name = `Robert'); DROP TABLE users;-- "%_\\`;
    const res = await call(h, "POST", "/api/users", { token: root, body: user({ name, email: "bobby@uni.edu" }) });
    expect(res.status).toBe(201);
    const found = await call(h, "GET", `/api/users?search=${encodeURIComponent("'); DROP")}`, { token: root });
    expect(found.body.docs.map((d: { name: string }) => d.name)).toEqual([name]);
    expect((await call(h, "GET", `/api/users?search=${encodeURIComponent("%_")}`, { token: root })).body.totalDocs).toBe(1);
  });

  it("refuses huge and negative paging with the list's messages", async () => {
    for (const q of ["limit=1000000", "limit=-1", "page=-5", "page=0", "page=1e9", "limit=abc"]) {
      const res = await call(h, "GET", `/api/users?${q}`, { token: root });
      expect(res.status, q).toBe(400);
    }
  });

  it("refuses oversized bodies with 413 before parsing them", async () => {
    const res = await call(h, "POST", "/api/users", { token: root, body: JSON.stringify(user({ name: "x".repeat(2_000_000) })) });
    expect(res.status).toBe(413);
  });
});

describe("the bulk grant's larger body limit", () => {
  it("applies only to a signed-in caller: an anonymous 2 MB body is refused before parsing", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ email: `u${i}@uni.edu`, unit: "1", type: "permanent" }));
    // Nobody reads an anonymous caller's body: the 401 comes before any parsing (a 400 would not),
    // and a declared length over the ordinary limit is refused from the header alone.
    const anonymous = await call(h, "POST", "/api/users/access/bulk", { body: { rows, dryRun: true } });
    expect(anonymous.status).toBe(401);
    const declared = await call(h, "POST", "/api/users/access/bulk", { body: { rows, dryRun: true }, headers: { "content-length": String(2_000_000) } });
    expect(declared.status).toBe(413);
    const signed = await call(h, "POST", "/api/users/access/bulk", { token: root, body: { rows, dryRun: true } });
    expect(signed.status).toBe(400);
    expect(signed.body.name).toBe("ValidationError");
  });
});
