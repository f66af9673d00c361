import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./harness.ts";

let one: Harness;
let two: Harness;
beforeAll(async () => {
  [one, two] = await Promise.all([createHarness(), createHarness()]);
});
afterAll(() => {
  one.close();
  two.close();
});

const idOf = async (h: Harness) => (await h.app.request("http://localhost/api/health")).headers.get("x-request-id") ?? "";

describe("request ids", () => {
  it("every response carries its own id, and two app instances never share one", async () => {
    const first = await idOf(one);
    const second = await idOf(one);
    const elsewhere = await idOf(two);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(second).not.toBe(first);
    expect(second.split("-")[0]).toBe(first.split("-")[0]);
    expect(elsewhere.split("-")[0]).not.toBe(first.split("-")[0]);
  });

  it("a caller's own sane X-Request-Id is kept, so a portal can follow its call through the log; anything else is replaced", async () => {
    const asked = async (id: string) => (await one.app.request("http://localhost/api/users/me", { headers: { "x-request-id": id } })).headers.get("x-request-id");
    expect(await asked("portal-42_a=")).toBe("portal-42_a=");
    for (const bad of ["two words", "a".repeat(256), "x\u00e9"]) expect(await asked(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });
});

describe("security headers", () => {
  it("every response, API or page, carries the four that protect today's browsers, and no legacy ones", async () => {
    for (const path of ["/api/health", "/api/no-such-route", "/api/users/me", "/public/v1/verify?url=x", "/directory", "/host-config.json"]) {
      const res = await one.app.request(`http://localhost${path}`);
      expect(res.headers.get("strict-transport-security"), path).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
      for (const legacy of ["x-xss-protection", "x-download-options", "x-permitted-cross-domain-policies", "x-dns-prefetch-control"]) {
        expect(res.headers.get(legacy), `${path} ${legacy}`).toBeNull();
      }
    }
  });
});
