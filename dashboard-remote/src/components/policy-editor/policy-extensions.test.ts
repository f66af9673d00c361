// The editor must produce exactly what the server accepts: whatever is pasted or loaded, its JSON
// passes the shared policy schema.
import { policyDocumentSchema } from "@steward/shared";
import { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it } from "vitest";
import { policyExtensions } from "./policy-extensions.ts";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const fromHtml = (html: string) => {
  editor = new Editor({ extensions: policyExtensions, content: html });
  return editor.getJSON();
};

describe("policy editor schema", () => {
  it("keeps headings 1-3, the four marks and alignment", () => {
    const json = fromHtml(
      '<h1 style="text-align: center">Title</h1><h2>Two</h2><h3>Three</h3>' +
        '<p style="text-align: justify"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
    );
    expect(policyDocumentSchema.safeParse(json).success).toBe(true);
    expect(json.content?.[0]).toMatchObject({ type: "heading", attrs: { level: 1, textAlign: "center" } });
    expect(json.content?.[3]?.attrs).toEqual({ textAlign: "justify" });
    const marks = json.content?.[3]?.content?.filter((n) => n.marks).map((n) => n.marks?.[0]?.type);
    expect(marks).toEqual(["bold", "italic", "underline", "strike"]);
  });

  it("turns pasted lists, links, images, code, rules, breaks, h4 and scripts into allowed content", () => {
    const json = fromHtml(
      '<h4>Four</h4><ul><li>item</li></ul><ol><li>one</li></ol><blockquote><p>quote</p></blockquote>' +
        '<p><a href="javascript:alert(1)" onclick="alert(1)">link</a> <code>code</code> line<br>break</p>' +
        '<pre><code>block</code></pre><hr><img src="x" onerror="alert(1)"><script>alert(1)</script>' +
        '<p style="text-align: left; color: red" onmouseover="x">styled</p><p style="text-align: javascript">bad</p>',
    );
    const parsed = policyDocumentSchema.safeParse(json);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const text = JSON.stringify(json);
    for (const word of ["link", "code", "item", "quote", "block", "styled"]) expect(text).toContain(word);
    for (const unsafe of ["javascript", "onclick", "onerror", "href", "src", "color"]) expect(text).not.toContain(unsafe);
  });

  it("an empty editor is a valid policy", () => {
    expect(policyDocumentSchema.safeParse(fromHtml("")).success).toBe(true);
  });
});
