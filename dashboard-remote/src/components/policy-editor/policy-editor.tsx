// The policy's rich-text editor (Tiptap). Loaded lazily by the policy page only, so that no other
// page carries the editor's code.
import { mergeClasses } from "@fluentui/react-components";
import type { PolicyDocument } from "@steward/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import { policyExtensions } from "./policy-extensions.ts";
import { usePolicyEditorStyles } from "./policy-editor.styles.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { PolicyToolbar } from "./policy-toolbar.tsx";

const EMPTY: PolicyDocument = { type: "doc", content: [{ type: "paragraph" }] };

export interface PolicyEditorProps {
  /** The text to start from; the editor does not follow later changes of it. */
  initial: PolicyDocument | null;
  editable: boolean;
  onChange(document: PolicyDocument): void;
  className?: string;
}

export function PolicyEditor({ initial, editable, onChange, className }: PolicyEditorProps) {
  const styles = usePolicyEditorStyles();
  const t = useT();
  // Editable or not is fixed for a user; a change rebuilds the editor (from `initial`).
  const editor = useEditor(
    {
    extensions: policyExtensions,
    content: initial ?? EMPTY,
    editable,
    immediatelyRender: true,
    editorProps: {
      attributes: { role: "textbox", "aria-multiline": "true", "aria-label": t("policyEditor.editorLabel"), "aria-readonly": String(!editable) },
    },
    // The editor's schema equals the policy schema, so its JSON is a PolicyDocument.
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as PolicyDocument),
    },
    [editable],
  );

  return (
    <div className={mergeClasses(styles.root, !editable && styles.readOnly, className)} data-testid="policy-editor">
      {editable && <PolicyToolbar editor={editor} />}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

export default PolicyEditor;
