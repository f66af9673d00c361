import { MessageBar, MessageBarBody } from "@fluentui/react-components";

/** A form-level error, announced when it appears. */
export function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div role="alert">
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody style={{ whiteSpace: "pre-line" }}>{text}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
