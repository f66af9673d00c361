// The published OpenAPI document is checked by a real OpenAPI validator (@readme/openapi-parser,
// the 3.1 schema and its own rules: unique operationIds, resolvable $refs, path parameters declared),
// names every operation, includes the SCIM and public endpoints, and reads as a page at /api/docs.
import { validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scimOperations } from "../src/scim/scim-operations.ts";
import { firstUser } from "./fixtures.ts";
import { createHarness, call, type Harness } from "./harness.ts";

let h: Harness;
let document: { openapi: string; paths: Record<string, Record<string, { operationId?: string; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };
beforeAll(async () => {
  h = await createHarness();
  document = (await call(h, "GET", "/api/openapi.json")).body;
});
afterAll(() => h.close());

const operations = () => Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by the validator", async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : JSON.stringify(result.errors)).toBe(true);
    expect(result.specification).toBe("OpenAPI");
  });

  it("the validator refuses a document whose operationIds repeat (so the check above means something)", async () => {
    const broken = structuredClone(document);
    broken.paths["/api/flags"]!.post!.operationId = broken.paths["/api/flags"]!.get!.operationId;
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });

  it("names every operation, each name once", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id)), JSON.stringify(ids)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/api/organization/{id}"]!.get!.operationId).toBe("getOrganizationById");
  });

  it("includes the public directory's API and SCIM", () => {
    expect(document.paths["/public/v1/verify"]?.get).toBeDefined();
    const user = document.paths["/scim/v2/Users/{id}"]!;
    expect(Object.keys(user).sort()).toEqual(["delete", "get", "patch", "put"]);
    expect(user.get!.responses["200"]!.content!["application/scim+json"]!.schema).toBeDefined();
  });

  it("leaves no success answer open beyond the fields it names (no more `{id}` and anything)", () => {
    const open = new Set<string>();
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== "object") return;
      const node = schema as { type?: string; additionalProperties?: unknown };
      // zod's .loose() is `additionalProperties: {}`: any field of any shape.
      const loose = node.additionalProperties && typeof node.additionalProperties === "object" && Object.keys(node.additionalProperties).length === 0;
      if (node.type === "object" && loose) open.add(where);
      for (const child of Object.values(schema)) walk(child, where);
    };
    for (const { method, path, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status.startsWith("2")) for (const media of Object.values(response.content ?? {})) walk(media.schema, `${method.toUpperCase()} ${path}`);
      }
    }
    // This document itself, and SCIM's discovery documents, which describe themselves (RFC 7643).
    const selfDescribing = (where: string) => where === "GET /api/openapi.json" || /^GET \/scim\/v2\/(ServiceProviderConfig|ResourceTypes|Schemas)/.test(where);
    expect([...open].filter((where) => !selfDescribing(where))).toEqual([]);
  });

  it("gives every success that has a body its schema", () => {
    for (const { method, path, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith("2") || !response.content) continue;
        for (const [type, media] of Object.entries(response.content)) expect(media.schema, `${method} ${path} ${status} ${type}`).toBeDefined();
      }
    }
  });
});

it("SCIM answers in the shapes its operations document", async () => {
  const { user, token } = await firstUser(h);
  const scimToken = (await call(h, "POST", "/api/scim/tokens", { token, body: { name: "doc-test" } })).body.token as string;
  const asScim = { token: scimToken };
  const checks = [
    [scimOperations.serviceProviderConfig, "/scim/v2/ServiceProviderConfig"],
    [scimOperations.resourceTypes, "/scim/v2/ResourceTypes"],
    [scimOperations.schemas, "/scim/v2/Schemas"],
    [scimOperations.listUsers, "/scim/v2/Users"],
    [scimOperations.getUser, `/scim/v2/Users/${user.id}`],
  ] as const;
  for (const [operation, path] of checks) {
    const res = await call(h, "GET", path, asScim);
    expect(res.status, path).toBe(200);
    const parsed = operation.responses[200].content["application/scim+json"].schema.safeParse(res.body);
    expect(parsed.success, `${path}: ${parsed.error?.message}`).toBe(true);
  }
  const refused = await call(h, "GET", "/scim/v2/Users");
  expect(scimOperations.listUsers.responses[401].content["application/scim+json"].schema.safeParse(refused.body).success).toBe(true);
});

describe("the reference page", () => {
  it("is served as self-contained HTML naming every operation", async () => {
    const res = await h.app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    for (const { op } of operations()) expect(html).toContain(`id="${op.operationId}"`);
    expect(html).toContain('href="/api/openapi.json"');
    // Nothing fetched from elsewhere: the server may have no network, and the page needs none.
    expect(html).not.toMatch(/<script|<link|src="http|@import/);
  });
});
