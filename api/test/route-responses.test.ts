// The response schemas a route declares are what the OpenAPI document promises; every GET route a
// super admin can call answers in the shape its declaration gives for that status.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ZodType } from "zod";
import { ROUTES } from "../src/app.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";
import { flagContracts } from "@steward/shared";

let h: Harness;
let root: string;
let ids: Record<string, number>;
beforeAll(async () => {
  h = await createHarness();
  const first = await firstUser(h);
  root = first.token;
  const unit = await insertUnit(h, "University");
  const user = await insertUser(h, "ua@uni.edu", "unit_admin");
  await grant(h, user.id, unit.id);
  const audit = await call(h, "GET", "/api/audit-logs", { token: root });
  const account = await insertAccount(h, { name: "Faculty Facebook", units: [unit.id] });
  const flag = await call(h, "POST", "/api/flags", { token: root, body: { socialMedia: account.id, category: "other", severity: "low" } });
  ids = { "/flags/{id}": flag.body.doc.id, "/social-medias/{id}": account.id, "/users/{id}": user.id, "/organization/{id}": unit.id, "/audit-logs/{id}": audit.body.docs[0].id };
});
afterAll(() => h.close());

function declaredSchema(responses: unknown, status: number): ZodType | undefined {
  const answer = (responses as Record<number, { content?: Record<string, { schema?: ZodType }> }>)[status];
  return answer?.content?.["application/json"]?.schema;
}

it("every GET answer a super admin gets matches its declared schema", async () => {
  let checked = 0;
  // Not the browser logout: it would end the session the others use.
  for (const d of ROUTES.filter((r) => r.method === "get" && r.path !== "/logout")) {
    const id = ids[d.path];
    if (d.path.includes("{") && id === undefined) continue;
    const res = await call(h, "GET", `/api${d.path.replace(/\{\w+\}/, String(id))}`, { token: root });
    const schema = declaredSchema(d.responses, res.status);
    if (!schema) continue;
    const parsed = schema.safeParse(res.body);
    expect(parsed.success, `${d.path} ${res.status}: ${parsed.error?.message}`).toBe(true);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(10);
});

it("a route on a shared contract answers its documents in the contract's schema, writes included", async () => {
  const schemaOf = (responses: unknown, status: number) => declaredSchema(responses, status)!;
  const list = await call(h, "GET", "/api/flags", { token: root });
  expect(list.body.docs.length).toBeGreaterThan(0);
  expect(schemaOf(flagContracts.list.responses, 200).safeParse(list.body).success).toBe(true);
  const id = list.body.docs[0].id;
  const updated = await call(h, "PATCH", `/api/flags/${id}`, { token: root, body: { status: "in_review" } });
  expect(updated.status).toBe(200);
  const parsed = schemaOf(flagContracts.update.responses, 200).safeParse(updated.body);
  expect(parsed.success, parsed.error?.message).toBe(true);
  // The schema is the document's, not `{id}` and anything: a document without its fields is refused.
  expect(schemaOf(flagContracts.get.responses, 200).safeParse({ doc: { id } }).success).toBe(false);
});
