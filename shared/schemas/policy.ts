// A policy is a Tiptap (ProseMirror JSON) document restricted to the editor's own schema:
// paragraphs, headings 1-3, bold, italic, underline, strike and text alignment. Strict objects
// refuse unknown nodes, marks and attributes, so nothing executable can be stored.
import { z } from "zod";

export const POLICY_MAX_BLOCKS = 2000;
export const POLICY_MAX_TEXT = 20000;

const textAlign = z.enum(["left", "center", "right", "justify"]).nullable().optional();

const markSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("bold") }),
  z.strictObject({ type: z.literal("italic") }),
  z.strictObject({ type: z.literal("underline") }),
  z.strictObject({ type: z.literal("strike") }),
]);

const textNodeSchema = z.strictObject({
  type: z.literal("text"),
  text: z.string().min(1).max(POLICY_MAX_TEXT),
  marks: z.array(markSchema).max(4).optional(),
});

const paragraphSchema = z.strictObject({
  type: z.literal("paragraph"),
  attrs: z.strictObject({ textAlign }).optional(),
  content: z.array(textNodeSchema).max(POLICY_MAX_BLOCKS).optional(),
});

const headingSchema = z.strictObject({
  type: z.literal("heading"),
  attrs: z.strictObject({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]), textAlign }),
  content: z.array(textNodeSchema).max(POLICY_MAX_BLOCKS).optional(),
});

export const policyDocumentSchema = z.strictObject({
  type: z.literal("doc"),
  content: z.array(z.discriminatedUnion("type", [paragraphSchema, headingSchema])).min(1).max(POLICY_MAX_BLOCKS),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

export const policyInputSchema = z.strictObject({ text: policyDocumentSchema });
export const acknowledgmentInputSchema = z.strictObject({ policy: z.number().int().positive() });

export interface PolicyDoc {
  id: number;
  version: number;
  text: PolicyDocument;
  createdAt: string;
}

/** What changed since the version before (shared/policy-changes.ts makes it). */
export interface PolicyChanges {
  /** The version the current one is compared with. */
  since: number;
  /** Blocks (headings, paragraphs) of the current version that the previous one did not have word for word. */
  added: string[];
  /** Blocks of the previous version that the current one no longer has. */
  removed: string[];
}

export interface CurrentPolicyResponse {
  policy: PolicyDoc | null;
  accepted: boolean;
  /** Only while the caller has not accepted a version that has a predecessor. */
  changes?: PolicyChanges | undefined;
}
