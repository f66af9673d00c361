// Renders a stored policy (ProseMirror JSON) read-only with plain React elements, so that opening
// the acceptance modal does not pull the editor bundle. Text goes through React, which escapes it.
import type { CSSProperties, ReactNode } from "react";
import type { PolicyDocument } from "@steward/shared";

/** Loose shape: the renderer must not crash on a node the schema did not foresee. */
interface PolicyNode {
  type?: unknown;
  text?: unknown;
  attrs?: { level?: unknown; textAlign?: unknown } | null;
  marks?: readonly { type?: unknown }[];
  content?: readonly PolicyNode[];
}

const ALIGNMENTS = new Set(["left", "center", "right", "justify"]);

function alignmentStyle(node: PolicyNode): CSSProperties | undefined {
  const align = node.attrs?.textAlign;
  return typeof align === "string" && ALIGNMENTS.has(align) ? { textAlign: align as CSSProperties["textAlign"] } : undefined;
}

function renderText(node: PolicyNode, key: number): ReactNode {
  let element: ReactNode = typeof node.text === "string" ? node.text : "";
  // Unknown marks are dropped but their text is kept: losing words of a policy is worse than losing a style.
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") element = <strong>{element}</strong>;
    else if (mark.type === "italic") element = <em>{element}</em>;
    else if (mark.type === "underline") element = <u>{element}</u>;
    else if (mark.type === "strike") element = <s>{element}</s>;
  }
  return <span key={key}>{element}</span>;
}

function renderInline(nodes: readonly PolicyNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((child, index) =>
    child.type === "text" ? renderText(child, index) : <span key={index}>{renderInline(child.content)}</span>,
  );
}

function renderBlock(node: PolicyNode, key: number): ReactNode {
  const style = alignmentStyle(node);
  if (node.type === "heading") {
    const level = node.attrs?.level;
    const children = renderInline(node.content);
    if (level === 1) return <h1 key={key} style={style}>{children}</h1>;
    if (level === 2) return <h2 key={key} style={style}>{children}</h2>;
    return <h3 key={key} style={style}>{children}</h3>;
  }
  if (node.type === "text") return <p key={key}>{renderText(node, 0)}</p>;
  // Paragraphs, and any block the schema may grow later, keep their text.
  return (
    <p key={key} style={style}>
      {renderInline(node.content)}
    </p>
  );
}

export interface PolicyRendererProps {
  document: PolicyDocument;
  className?: string;
}

export function PolicyRenderer({ document, className }: PolicyRendererProps) {
  const blocks: readonly PolicyNode[] = document.content;
  return (
    <div className={className} data-testid="policy-document">
      {blocks.map((block, index) => renderBlock(block, index))}
    </div>
  );
}
