// Choosing units for a user: the chosen ones, then the units the server finds for the search (20
// at a time), so that an institution of thousands of units is never loaded whole.
import { Field } from "@fluentui/react-components";
import type { PickerItem } from "../pickers/search-picker.tsx";
import { UnitPicker } from "../pickers/unit-picker.tsx";

export { PICKER_LIMIT as UNIT_PICKER_LIMIT } from "../pickers/unit-picker.tsx";

export interface UnitMultiPickerProps {
  label: string;
  /** The chosen units, each with where it sits (`detail`) when known. */
  value: readonly PickerItem[];
  onChange(value: PickerItem[]): void;
  validationMessage?: string | undefined;
}

export function UnitMultiPicker({ label, value, onChange, validationMessage }: UnitMultiPickerProps) {
  return (
    <Field label={label} validationMessage={validationMessage}>
      <UnitPicker label={label} value={value} onChange={(units) => onChange(units.map(({ id, name, detail }) => ({ id, name, detail })))} />
    </Field>
  );
}
