import { CheckboxPopover, type CheckboxOption } from "../checkbox-popover/checkbox-popover.tsx";
import { filterButtonName } from "../../texts.ts";
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
  const summary = multiSelectLabel(names);
  return (
    <CheckboxPopover
      label={title}
      summary={summary}
      buttonName={filterButtonName(title, summary)}
      options={options}
      checked={selected}
      onChange={onChange}
    />
  );
}
