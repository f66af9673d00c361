import { CheckboxPopover, type CheckboxOption } from "../checkbox-popover/checkbox-popover.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { filterName, multiSelectLabel } from "./multi-select-label.ts";

export type FilterOption = CheckboxOption;

export interface MultiSelectFilterProps {
  title: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange(values: string[]): void;
}

export function MultiSelectFilter({ title, options, selected, onChange }: MultiSelectFilterProps) {
  const names = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  const t = useT();
  const summary = multiSelectLabel(names, t);
  return (
    <CheckboxPopover
      label={title}
      summary={summary}
      buttonName={filterName(t, title, summary)}
      options={options}
      checked={selected}
      onChange={onChange}
    />
  );
}
