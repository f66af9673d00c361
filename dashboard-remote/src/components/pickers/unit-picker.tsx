// Units for a form, searched on the server: the caller's scoped units list (GET /api/organization
// with `search`, 20 at a time), the same list the Units page reads. Each says where it sits (the
// units above it), so two units of one name are told apart.
import { SEARCH_DEBOUNCE_MS } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { unitListQuery } from "../../data/units-queries.ts";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { SearchPicker, type PickerItem } from "./search-picker.tsx";
import { unitPickerItem } from "./unit-place.ts";
import { useT } from "../../i18n/i18n-context.ts";



export const PICKER_LIMIT = 20;

export interface UnitPickerProps {
  label: string;
  value: readonly PickerItem[];
  onChange(value: PickerItem[]): void;
  single?: boolean;
  fill?: boolean;
  nameOf?(summary: string): string;
  noneLabel?: string;
  disabled?: boolean;
  exclude?: readonly number[];
}

export function UnitPicker(props: UnitPickerProps) {
  const t = useT();
  const { api } = useDashboardServices();
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), term.trim() === "" ? 0 : SEARCH_DEBOUNCE_MS);
  const found = useQuery(unitListQuery(api, { page: 1, limit: PICKER_LIMIT, sort: "name", search }));
  return (
    <SearchPicker
      {...props}
      searchLabel={t("pickers.searchUnits")}
      term={term}
      onTermChange={setTerm}
      matches={found.data?.docs.map(unitPickerItem)}
      total={found.data?.totalDocs ?? 0}
      searching={found.isFetching && found.isPlaceholderData}
    />
  );
}
