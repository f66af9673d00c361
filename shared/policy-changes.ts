// What changed between two versions of the policy, said block by block (a heading or a paragraph
// is one block): the acceptance dialog shows it so a person re-accepting knows what to read again.
import type { PolicyChanges, PolicyDocument } from "./schemas/policy.ts";

/** At most this many blocks are named in each list; the rest are counted. */
export const POLICY_CHANGES_LISTED = 5;

function textOf(node: unknown): string {
  if (node === null || typeof node !== "object") return "";
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === "string") return text;
  return Array.isArray(content) ? content.map(textOf).join("") : "";
}

/** The document's top-level blocks as plain text, empty ones left out. */
export function policyBlocks(document: PolicyDocument): string[] {
  const content = (document as { content?: unknown }).content;
  if (!Array.isArray(content)) return [];
  return content.map((block) => textOf(block).replace(/\s+/g, " ").trim()).filter((text) => text !== "");
}

export function policyChanges(previous: { version: number; text: PolicyDocument }, current: PolicyDocument): PolicyChanges {
  const before = policyBlocks(previous.text);
  const after = policyBlocks(current);
  return {
    since: previous.version,
    added: after.filter((block) => !before.includes(block)),
    removed: before.filter((block) => !after.includes(block)),
  };
}
