// Choosing units for a user: the chosen ones, then the units the server finds for the search (20
// at a time), so that an institution of thousands of units is never loaded whole.
import { Field, Input } from "@fluentui/react-components";
import { SEARCH_DEBOUNCE_MS, type Ref } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { unitListQuery } from "../../data/units-queries.ts";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { LABELS } from "../../texts.ts";
import { CheckboxPopover } from "../checkbox-popover/checkbox-popover.tsx";
import { multiSelectLabel } from "../data-table/multi-select-label.ts";

export const UNIT_PICKER_LIMIT = 20;

export interface UnitMultiPickerProps {
  label: string;
  value: readonly Ref[];
  onChange(value: Ref[]): void;
  validationMessage?: string | undefined;
}

export function UnitMultiPicker({ label, value, onChange, validationMessage }: UnitMultiPickerProps) {
  const { api } = useDashboardServices();
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), term.trim() === "" ? 0 : SEARCH_DEBOUNCE_MS);
  const found = useQuery(unitListQuery(api, { limit: UNIT_PICKER_LIMIT, sort: "name", search }));
  const units: Ref[] = [...value, ...(found.data?.docs ?? []).filter((unit) => !value.some((chosen) => chosen.id === unit.id))];
  const summary = multiSelectLabel(value.map((unit) => unit.name));

  return (
    <Field label={label} validationMessage={validationMessage}>
      <CheckboxPopover
        label={label}
        summary={summary}
        buttonName={summary ? `${label}: ${summary}` : label}
        options={units.map((unit) => ({ value: String(unit.id), label: unit.name }))}
        checked={value.map((unit) => String(unit.id))}
        onChange={(ids) => onChange(units.filter((unit) => ids.includes(String(unit.id))).map(({ id, name }) => ({ id, name })))}
        header={<Input type="search" size="small" aria-label={LABELS.searchUnits} value={term} onChange={(_event, data) => setTerm(data.value)} />}
      />
    </Field>
  );
}
