// POST /api/policies accepts exactly the editor's schema (decisions.md): anything a browser could
// execute or that the editor cannot produce is refused with 400, oversized bodies with 413.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICY_MAX_BLOCKS, POLICY_MAX_TEXT } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
let root: string;
let unitAdmin: string;

const text = (value: string, marks?: unknown[]) => (marks ? { type: "text", text: value, marks } : { type: "text", text: value });
const paragraph = (...content: unknown[]) => ({ type: "paragraph", attrs: { textAlign: null }, content });
const docOf = (...content: unknown[]) => ({ type: "doc", content });
const publish = (body: unknown, token = root) => call(h, "POST", "/api/policies", { token, body });

/** Publishing asks everyone, the author too, to accept the new version before anything else. */
async function acceptCurrent(token: string) {
  const current = await call(h, "GET", "/api/policies/current", { token });
  if (current.body.policy && !current.body.accepted) {
    await call(h, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
  }
}

beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  await insertUser(h, "ua@uni.edu", "unit_admin");
  unitAdmin = await signIn(h, "ua@uni.edu");
});
afterAll(() => h.close());

describe("policy documents the editor produces are accepted", () => {
  it("headings 1-3, the four marks, every alignment and an empty paragraph", async () => {
    const doc = docOf(
      { type: "heading", attrs: { level: 1, textAlign: "center" }, content: [text("Policy")] },
      { type: "heading", attrs: { level: 2, textAlign: null }, content: [text("Scope")] },
      { type: "heading", attrs: { level: 3, textAlign: "right" }, content: [text("Details")] },
      { type: "paragraph", attrs: { textAlign: "justify" }, content: [text("All ", []), text("bold", [{ type: "bold" }]), text(" and ", []), text("all", [{ type: "bold" }, { type: "italic" }, { type: "underline" }, { type: "strike" }])] },
      { type: "paragraph", attrs: { textAlign: "left" } },
      { type: "paragraph" },
    );
    const res = await publish({ text: doc });
    expect(res.status).toBe(201);
    await acceptCurrent(root);
    const current = await call(h, "GET", "/api/policies/current", { token: root });
    expect(current.body.policy.text).toEqual(doc);
  });

  it("markup typed as text is kept as text, never interpreted", async () => {
    const doc = docOf(paragraph(text("<script>alert(1)</script><img src=x onerror=alert(1)>")));
    expect((await publish({ text: doc })).status).toBe(201);
    await acceptCurrent(root);
    const current = await call(h, "GET", "/api/policies/current", { token: root });
    expect(current.body.policy.text.content[0].content[0].text).toBe("<script>alert(1)</script><img src=x onerror=alert(1)>");
  });
});

describe("anything else is refused with 400", () => {
  const corpus: [string, unknown][] = [
    ["a script link mark", docOf(paragraph(text("click", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])))],
    ["a link with a data: URL", docOf(paragraph(text("click", [{ type: "link", attrs: { href: "data:text/html,<script>alert(1)</script>" } }])))],
    ["an event-handler attribute on a paragraph", docOf({ type: "paragraph", attrs: { textAlign: "left", onclick: "alert(1)" }, content: [text("x")] })],
    ["an event-handler attribute on a heading", docOf({ type: "heading", attrs: { level: 1, textAlign: null, onmouseover: "alert(1)" }, content: [text("x")] })],
    ["an event-handler attribute on a text node", docOf(paragraph({ type: "text", text: "x", attrs: { onerror: "alert(1)" } }))],
    ["attributes on a mark", docOf(paragraph(text("x", [{ type: "bold", attrs: { style: "background:url(javascript:alert(1))" } }])))],
    ["a style attribute", docOf({ type: "paragraph", attrs: { textAlign: "left", style: "color:red" } })],
    ["an unknown node (script)", docOf({ type: "script", text: "alert(1)" })],
    ["an unknown node (image)", docOf({ type: "image", attrs: { src: "https://evil.example/x.png" } })],
    ["an unknown inline node (hardBreak)", docOf(paragraph(text("a"), { type: "hardBreak" }, text("b")))],
    ["a node StarterKit has but the policy does not (codeBlock)", docOf({ type: "codeBlock", content: [text("rm -rf /")] })],
    ["a list", docOf({ type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("x"))] }] })],
    ["an unknown mark (code)", docOf(paragraph(text("x", [{ type: "code" }])))],
    ["a heading level 4", docOf({ type: "heading", attrs: { level: 4, textAlign: null }, content: [text("x")] })],
    ["an alignment that is not one", docOf({ type: "paragraph", attrs: { textAlign: "javascript:alert(1)" } })],
    ["a paragraph nested in a paragraph", docOf({ type: "paragraph", content: [paragraph(text("x"))] })],
    ["an empty text node", docOf(paragraph({ type: "text", text: "" }))],
    ["an empty document", docOf()],
    ["a document that is not a doc", { type: "paragraph", content: [text("x")] }],
    ["a raw HTML string", "<p onclick=alert(1)>x</p>"],
    ["a text longer than the limit", docOf(paragraph(text("x".repeat(POLICY_MAX_TEXT + 1))))],
    ["more blocks than the limit", docOf(...Array.from({ length: POLICY_MAX_BLOCKS + 1 }, () => ({ type: "paragraph" })))],
  ];
  for (const [name, doc] of corpus) {
    it(name, async () => {
      const res = await publish({ text: doc });
      expect(res.status).toBe(400);
      expect(res.body.name).toBe("ValidationError");
    });
  }

  it("an extra field beside the document", async () => {
    expect((await publish({ text: docOf(paragraph(text("x"))), html: "<p>x</p>" })).status).toBe(400);
  });

  it("a document nested thousands of levels deep gets 400, not a crash", async () => {
    const levels = 20_000;
    const nested = `${'{"type":"paragraph","content":['.repeat(levels)}{"type":"text","text":"x"}${"]}".repeat(levels)}`;
    const res = await call(h, "POST", "/api/policies", { token: root, body: `{"text":{"type":"doc","content":[${nested}]}}` });
    expect(res.status).toBe(400);
    const arrays = `{"text":{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":${"[".repeat(50_000)}${"]".repeat(50_000)}}]}]}}`;
    const raw = await call(h, "POST", "/api/policies", { token: root, body: arrays });
    expect(raw.status).toBe(400);
  });

  it("a body over the size limit gets 413", async () => {
    const big = docOf(...Array.from({ length: 60 }, () => paragraph(text("y".repeat(POLICY_MAX_TEXT)))));
    const res = await publish({ text: big });
    expect(res.status).toBe(413);
  });

  it("nothing refused was stored", async () => {
    const current = await call(h, "GET", "/api/policies/current", { token: root });
    expect(current.body.policy.version).toBe(2);
  });
});

describe("only the super admin publishes", () => {
  it("a unit admin gets 403 even with a valid document", async () => {
    // Past the policy gate first, so that the answer is the role check's.
    await acceptCurrent(unitAdmin);
    const again = await publish({ text: docOf(paragraph(text("x"))) }, unitAdmin);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe("FORBIDDEN");
  });
});
