import { ToggleButton, Tooltip } from "@fluentui/react-components";
import {
  TextAlignCenter20Regular,
  TextAlignJustify20Regular,
  TextAlignLeft20Regular,
  TextAlignRight20Regular,
  TextBold20Regular,
  TextHeader120Regular,
  TextHeader220Regular,
  TextHeader320Regular,
  TextItalic20Regular,
  TextParagraph20Regular,
  TextStrikethrough20Regular,
  TextUnderline20Regular,
} from "@fluentui/react-icons";
import { useEditorState, type Editor } from "@tiptap/react";
import type { MouseEvent, ReactElement } from "react";
import { usePolicyEditorStyles } from "./policy-editor.styles.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { ALIGNABLE_NODES, POLICY_ALIGNMENTS, type PolicyAlignment } from "./text-align.ts";

const ALIGN_ICONS: Record<PolicyAlignment, ReactElement> = {
  left: <TextAlignLeft20Regular />,
  center: <TextAlignCenter20Regular />,
  right: <TextAlignRight20Regular />,
  justify: <TextAlignJustify20Regular />,
};
const HEADING_ICONS = { 1: <TextHeader120Regular />, 2: <TextHeader220Regular />, 3: <TextHeader320Regular /> } as const;

/**
 * A pointer press on a button keeps the focus (and the caret) in the editor: the command's own
 * focus comes back only on the next animation frame, and a key pressed before it (Enter right after
 * a click on Heading 2) would press the button again. Keyboard users still reach it with Tab.
 */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

function ToolButton({ label, icon, pressed, onClick }: { label: string; icon: ReactElement; pressed: boolean; onClick(): void }) {
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <ToggleButton appearance="subtle" size="small" icon={icon} checked={pressed} aria-pressed={pressed} onMouseDown={keepEditorFocus} onClick={onClick} />
    </Tooltip>
  );
}

export function PolicyToolbar({ editor }: { editor: Editor }) {
  const styles = usePolicyEditorStyles();
  const t = useT();
  // Re-render only when what the buttons show changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      align: POLICY_ALIGNMENTS.find((a) => ALIGNABLE_NODES.some((type) => e.isActive(type, { textAlign: a }))) ?? null,
    }),
  });
  const chain = () => editor.chain().focus();
  const setAlignment = (alignment: PolicyAlignment) => {
    // Clicking the active alignment clears it back to the default.
    const value = state.align === alignment ? null : alignment;
    let command = chain();
    for (const type of ALIGNABLE_NODES) command = command.updateAttributes(type, { textAlign: value });
    command.run();
  };
  return (
    <div role="toolbar" aria-label={t("policyEditor.toolbarLabel")} className={styles.toolbar}>
      <ToolButton label={t("policyEditor.paragraph")} icon={<TextParagraph20Regular />} pressed={state.paragraph} onClick={() => chain().setParagraph().run()} />
      {([1, 2, 3] as const).map((level) => (
        <ToolButton
          key={level}
          label={t("policyEditor.heading", { level })}
          icon={HEADING_ICONS[level]}
          pressed={state[`h${level}`]}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <span className={styles.divider} aria-hidden />
      <ToolButton label={t("policyEditor.bold")} icon={<TextBold20Regular />} pressed={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton label={t("policyEditor.italic")} icon={<TextItalic20Regular />} pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
      <ToolButton label={t("policyEditor.underline")} icon={<TextUnderline20Regular />} pressed={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <ToolButton label={t("policyEditor.strike")} icon={<TextStrikethrough20Regular />} pressed={state.strike} onClick={() => chain().toggleStrike().run()} />
      <span className={styles.divider} aria-hidden />
      {POLICY_ALIGNMENTS.map((alignment) => (
        <ToolButton
          key={alignment}
          label={t(`policyEditor.align.${alignment}`)}
          icon={ALIGN_ICONS[alignment]}
          pressed={state.align === alignment}
          onClick={() => setAlignment(alignment)}
        />
      ))}
    </div>
  );
}
