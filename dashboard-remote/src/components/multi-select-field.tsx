// A labelled multi-select (checkbox popover) whose button says what is chosen the way every
// multi-select of the product does: two names, then the first plus 'N more'.
import { Button, Field } from "@fluentui/react-components";
import { ChevronDown16Regular } from "@fluentui/react-icons";
import { CHOOSER_TEXTS } from "@steward/shared";
import { CheckboxPopover, type CheckboxOption } from "./checkbox-popover/checkbox-popover.tsx";
import { multiSelectLabel } from "./data-table/multi-select-label.ts";

export interface MultiSelectFieldProps {
  label: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  disabled?: boolean;
  validationMessage?: string | undefined;
}

export function MultiSelectField({ label, options, value, onChange, disabled = false, validationMessage }: MultiSelectFieldProps) {
  const summary = multiSelectLabel(options.filter((option) => value.includes(option.value)).map((option) => option.label));
  // The popover adds the placeholder to the name itself; the disabled button says it here.
  const buttonName = summary ? `${label}: ${summary}` : label;
  return (
    <Field label={label} validationMessage={validationMessage}>
      {disabled ? (
        <Button disabled aria-label={`${label}: ${summary || CHOOSER_TEXTS.noneChosen}`} icon={<ChevronDown16Regular aria-hidden />} iconPosition="after" style={{ width: "100%", justifyContent: "space-between" }}>
          {summary || CHOOSER_TEXTS.noneChosen}
        </Button>
      ) : (
        <CheckboxPopover label={label} summary={summary} buttonName={buttonName} options={options} checked={value} onChange={onChange} fill />
      )}
    </Field>
  );
}
