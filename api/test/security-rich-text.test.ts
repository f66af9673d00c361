// The policy accepts only the editor's own schema: every disguise of script, handler, data URL or
// foreign structure is refused by the API and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser } from "./fixtures.ts";

let h: Harness;
let root: string;
beforeAll(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
});
afterAll(() => h.close());

const SCRIPT_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "%6Aavascript:alert(1)",
  "javascript&colon;alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
];
const text = (t: string, marks?: unknown[]) => ({ type: "text", text: t, ...(marks ? { marks } : {}) });
const para = (...content: unknown[]) => ({ type: "paragraph", content });
const doc = (...content: unknown[]) => ({ type: "doc", content });

const CORPUS: [string, unknown][] = [
  ...SCRIPT_URLS.map((href): [string, unknown] => [`link mark ${JSON.stringify(href)}`, doc(para(text("click", [{ type: "link", attrs: { href } }])))]),
  ...SCRIPT_URLS.map((src): [string, unknown] => [`image node ${JSON.stringify(src)}`, doc({ type: "image", attrs: { src } })]),
  ["onclick on a paragraph", doc({ type: "paragraph", attrs: { onclick: "alert(1)" }, content: [text("x")] })],
  ["onerror on a heading", doc({ type: "heading", attrs: { level: 1, onerror: "alert(1)" }, content: [text("x")] })],
  ["style attribute", doc({ type: "paragraph", attrs: { style: "background:url(javascript:alert(1))" }, content: [text("x")] })],
  ["class attribute on a mark", doc(para(text("x", [{ type: "bold", attrs: { class: "x" } }])))],
  ["an iframe", doc({ type: "iframe", attrs: { src: "https://evil.example" } })],
  ["raw HTML node", doc({ type: "html", content: "<script>alert(1)</script>" })],
  ["a code block", doc({ type: "codeBlock", content: [text("alert(1)")] })],
  ["paragraph inside a paragraph", doc(para(para(text("x"))))],
  ["heading inside a paragraph", doc(para({ type: "heading", attrs: { level: 1 }, content: [text("x")] }))],
  ["text at the top level", doc(text("x"))],
  ["a doc inside a doc", doc(doc(para(text("x"))))],
  ["heading level 0", doc({ type: "heading", attrs: { level: 0 }, content: [text("x")] })],
  ["textAlign with CSS", doc({ type: "paragraph", attrs: { textAlign: "left;color:red" }, content: [text("x")] })],
  ["an empty document", doc()],
  ["a text node without text", doc(para({ type: "text", text: "" }))],
];

describe("policy rich text", () => {
  it.each(CORPUS)("refuses %s", async (_label, text_) => {
    const res = await call(h, "POST", "/api/policies", { token: root, body: { text: text_ } });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe("ValidationError");
  });

  it("stored nothing, and script-looking text stays plain text", async () => {
    expect((await call(h, "GET", "/api/policies/current", { token: root })).body.policy).toBeNull();
    const ok = await call(h, "POST", "/api/policies", { token: root, body: { text: doc(para(text("<script>alert(1)</script> javascript:alert(1)"))) } });
    expect(ok.status).toBe(201);
    expect(ok.body.doc.text.content[0].content[0]).toEqual({ type: "text", text: "<script>alert(1)</script> javascript:alert(1)" });
  });
});
