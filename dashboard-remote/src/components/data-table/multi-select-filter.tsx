import { Dropdown, Option } from "@fluentui/react-components";
import { multiSelectLabel } from "./multi-select-label.ts";

export interface FilterOption {
  value: string;
  label: string;
}

export interface MultiSelectFilterProps {
  title: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange(values: string[]): void;
  className?: string;
}

export function MultiSelectFilter({ title, options, selected, onChange, className }: MultiSelectFilterProps) {
  const names = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  return (
    <Dropdown
      className={className}
      aria-label={title}
      placeholder={title}
      multiselect
      value={multiSelectLabel(names)}
      selectedOptions={[...selected]}
      onOptionSelect={(_event, data) => onChange(data.selectedOptions)}
    >
      {options.map((option) => (
        <Option key={option.value} value={option.value}>
          {option.label}
        </Option>
      ))}
    </Dropdown>
  );
}
