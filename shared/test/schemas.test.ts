import { describe, expect, it } from "vitest";
import { firstUserInputSchema, policyDocumentSchema, unitListQuerySchema, VALIDATION } from "../index.ts";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("first user input", () => {
  it("carries the spec's messages", () => {
    const r = firstUserInputSchema.safeParse({ name: " ", email: "nope", password: "short" });
    expect(messages(r)).toEqual({
      name: VALIDATION.nameRequired,
      email: VALIDATION.invalidEmail,
      password: "Password should have at least 8 characters",
    });
  });

  it("normalises the e-mail and refuses unknown keys", () => {
    const ok = firstUserInputSchema.parse({ name: "Ada", email: " Ada@Uni.EDU ", password: "12345678" });
    expect(ok.email).toBe("ada@uni.edu");
    expect(firstUserInputSchema.safeParse({ name: "Ada", email: "a@b.co", password: "12345678", role: "super_admin" }).success).toBe(false);
  });
});

describe("list query", () => {
  it("defaults, parses filters and refuses huge or negative pages", () => {
    expect(unitListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10 });
    expect(unitListQuerySchema.parse({ status: "active,inactive" }).status).toEqual(["active", "inactive"]);
    expect(unitListQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(unitListQuerySchema.safeParse({ page: "-1" }).success).toBe(false);
    expect(unitListQuerySchema.safeParse({ status: "deleted" }).success).toBe(false);
    expect(unitListQuerySchema.safeParse({ sort: "-name" }).success).toBe(true);
    expect(unitListQuerySchema.safeParse({ sort: "password" }).success).toBe(false);
    expect(unitListQuerySchema.parse({ parent: "none" }).parent).toBe("none");
    expect(unitListQuerySchema.parse({ parent: "3,4" }).parent).toEqual([3, 4]);
    expect(unitListQuerySchema.safeParse({ parent: "nothing" }).success).toBe(false);
  });
});

describe("policy document", () => {
  const doc = (content: unknown) => ({ type: "doc", content });
  it("accepts the editor's own nodes and marks", () => {
    const ok = policyDocumentSchema.safeParse(
      doc([
        { type: "heading", attrs: { level: 2, textAlign: "center" }, content: [{ type: "text", text: "Rules", marks: [{ type: "bold" }] }] },
        { type: "paragraph", attrs: { textAlign: null }, content: [{ type: "text", text: "Be kind", marks: [{ type: "italic" }, { type: "underline" }, { type: "strike" }] }] },
      ]),
    );
    expect(ok.success).toBe(true);
  });

  it.each([
    ["a link mark with a script URL", [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }]],
    ["an event-handler attribute", [{ type: "paragraph", attrs: { onclick: "alert(1)" }, content: [{ type: "text", text: "x" }] }]],
    ["an unknown node", [{ type: "image", attrs: { src: "data:text/html,<script>" } }]],
    ["heading level 4", [{ type: "heading", attrs: { level: 4 }, content: [{ type: "text", text: "x" }] }]],
    ["nested blocks", [{ type: "paragraph", content: [{ type: "paragraph", content: [] }] }]],
  ])("refuses %s", (_name, content) => {
    expect(policyDocumentSchema.safeParse(doc(content)).success).toBe(false);
  });
});
