import { CheckboxPopover, type CheckboxOption } from "../checkbox-popover/checkbox-popover.tsx";
import { multiSelectLabel } from "./multi-select-label.ts";

export type FilterOption = CheckboxOption;

export interface MultiSelectFilterProps {
  title: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange(values: string[]): void;
}

export function MultiSelectFilter({ title, options, selected, onChange }: MultiSelectFilterProps) {
  const names = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  return (
    <CheckboxPopover
      label={title}
      summary={multiSelectLabel(names)}
      options={options}
      checked={selected}
      onChange={onChange}
    />
  );
}
