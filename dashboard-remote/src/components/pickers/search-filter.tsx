// A table filter over units or people, searched on the server like the form pickers: the URL holds
// the chosen ids, their names come from each record (a deep link names them too), and the choices
// are the server's first matches for the typed words, never the whole institution.
import { useQueries } from "@tanstack/react-query";
import { useRef } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { unitQuery } from "../../data/units-queries.ts";
import { userQuery } from "../../data/users-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { filterName } from "../data-table/multi-select-label.ts";
import type { PickerItem } from "./search-picker.tsx";
import { UnitPicker } from "./unit-picker.tsx";
import { UserPicker } from "./user-picker.tsx";

export interface SearchFilterProps {
  title: string;
  kind: "units" | "people";
  /** The chosen ids, as the URL holds them (other values, like 'none', are kept as they are). */
  selected: readonly string[];
  onChange(values: string[]): void;
}

const isId = (value: string) => /^\d+$/.test(value);

export function SearchFilter({ title, kind, selected, onChange }: SearchFilterProps) {
  const { api } = useDashboardServices();
  const t = useT();
  // Names of what was chosen here; only ids that came another way (a link, a reload) are asked for.
  const known = useRef(new Map<number, PickerItem>());
  const ids = selected.filter(isId).map(Number);
  const unknown = ids.filter((id) => !known.current.has(id));
  const records = useQueries({
    queries: unknown.map((id) => ({ ...(kind === "units" ? unitQuery(api, id) : userQuery(api, id)), retry: false })),
  });
  const value: PickerItem[] = ids.map((id) => {
    const fetched = records[unknown.indexOf(id)]?.data;
    return known.current.get(id) ?? { id, name: fetched?.name ?? `#${id}` };
  });
  const props = {
    label: title,
    value,
    fill: false,
    nameOf: (summary: string) => filterName(t, title, summary),
    onChange: (items: PickerItem[]) => {
      for (const item of items) known.current.set(item.id, item);
      onChange([...selected.filter((v) => !isId(v)), ...items.map((item) => String(item.id))]);
    },
  };
  return kind === "units" ? <UnitPicker {...props} /> : <UserPicker {...props} />;
}
