import type { PolicyDocument } from "@steward/shared";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PolicyRenderer } from "./policy-renderer.tsx";

describe("PolicyRenderer", () => {
  it("renders every node and mark the policy schema allows", () => {
    const document: PolicyDocument = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 1, textAlign: "center" }, content: [{ type: "text", text: "Title" }] },
        { type: "heading", attrs: { level: 2, textAlign: null }, content: [{ type: "text", text: "Section" }] },
        { type: "heading", attrs: { level: 3, textAlign: "right" }, content: [{ type: "text", text: "Detail" }] },
        {
          type: "paragraph",
          attrs: { textAlign: "justify" },
          content: [
            { type: "text", text: "plain " },
            { type: "text", text: "bold", marks: [{ type: "bold" }] },
            { type: "text", text: "italic", marks: [{ type: "italic" }] },
            { type: "text", text: "underlined", marks: [{ type: "underline" }] },
            { type: "text", text: "struck", marks: [{ type: "strike" }] },
            { type: "text", text: "both", marks: [{ type: "bold" }, { type: "italic" }] },
          ],
        },
        { type: "paragraph" },
      ],
    };
    const { container } = render(<PolicyRenderer document={document} />);

    expect(screen.getByRole("heading", { level: 1, name: "Title" }).style.textAlign).toBe("center");
    expect(screen.getByRole("heading", { level: 2, name: "Section" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Detail" }).style.textAlign).toBe("right");
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("em")?.textContent).toBe("italic");
    expect(container.querySelector("u")?.textContent).toBe("underlined");
    expect(container.querySelector("s")?.textContent).toBe("struck");
    expect(container.querySelector("strong em, em strong")?.textContent).toBe("both");
    const paragraphs = container.querySelectorAll("p");
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.style.textAlign).toBe("justify");
    expect(paragraphs[0]?.textContent).toBe("plain bolditalicunderlinedstruckboth");
  });

  it("shows markup in the text as text, never as elements", () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const document: PolicyDocument = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: hostile }] }] };
    const { container } = render(<PolicyRenderer document={document} />);

    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toBe(hostile);
  });

  it("keeps the words of nodes and marks it does not know", () => {
    // Simulates a document saved by a later editor version: the text must still be shown.
    const future = JSON.parse(
      JSON.stringify({
        type: "doc",
        content: [
          { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "Quoted rule" }] }] },
          { type: "paragraph", content: [{ type: "text", text: "Highlighted", marks: [{ type: "highlight" }] }] },
        ],
      }),
    ) as PolicyDocument;
    const { container } = render(<PolicyRenderer document={future} />);

    expect(container.textContent).toContain("Quoted rule");
    expect(container.textContent).toContain("Highlighted");
  });
});
