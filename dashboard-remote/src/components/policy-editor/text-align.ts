// Text alignment on paragraphs and headings, stored as the `textAlign` attribute that the policy
// schema allows (shared/schemas/policy.ts). Written here rather than installed: the published
// extension pins an older @tiptap/core, which would put a second copy of the editor in the bundle.
import { Extension } from "@tiptap/react";

export const POLICY_ALIGNMENTS = ["left", "center", "right", "justify"] as const;
export type PolicyAlignment = (typeof POLICY_ALIGNMENTS)[number];
export const ALIGNABLE_NODES = ["paragraph", "heading"] as const;

function isAlignment(value: string): value is PolicyAlignment {
  return (POLICY_ALIGNMENTS as readonly string[]).includes(value);
}

export const TextAlign = Extension.create({
  name: "textAlign",
  addGlobalAttributes() {
    return [
      {
        types: [...ALIGNABLE_NODES],
        attributes: {
          textAlign: {
            default: null,
            // Pasted HTML keeps only an alignment the schema knows; any other style is dropped.
            parseHTML: (element: HTMLElement) => (isAlignment(element.style.textAlign) ? element.style.textAlign : null),
            renderHTML: (attributes: Record<string, unknown>) => {
              const value = attributes["textAlign"];
              return typeof value === "string" && isAlignment(value) ? { style: `text-align: ${value}` } : {};
            },
          },
        },
      },
    ];
  },
});
