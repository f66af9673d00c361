// The editor's schema is exactly the policy schema the server enforces: doc, paragraph, headings
// 1-3, text, bold, italic, underline, strike and alignment. Everything else StarterKit brings is off,
// so neither typing, shortcuts nor pasting can produce a node the server would refuse.
import StarterKit from "@tiptap/starter-kit";
import { TextAlign } from "./text-align.ts";

export const policyExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    horizontalRule: false,
    link: false,
  }),
  TextAlign,
];
