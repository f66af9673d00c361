// People for a form, searched on the server: the caller's scoped users list (GET /api/users with
// `search` over name and e-mail, 20 at a time) without rejected users, the same people the API
// accepts on an account (social-media-options-repo.ts: in scope and not rejected).
import { SEARCH_DEBOUNCE_MS, USER_STATUSES } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { userListQuery } from "../../data/users-queries.ts";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { PICKER_TEXTS } from "./picker-texts.ts";
import { SearchPicker, type PickerItem } from "./search-picker.tsx";
import { PICKER_LIMIT } from "./unit-picker.tsx";

const NAMEABLE = USER_STATUSES.filter((status) => status !== "rejected");

export interface UserPickerProps {
  label: string;
  value: readonly PickerItem[];
  onChange(value: PickerItem[]): void;
  single?: boolean;
  fill?: boolean;
  nameOf?(summary: string): string;
  noneLabel?: string;
}

export function UserPicker(props: UserPickerProps) {
  const { api } = useDashboardServices();
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), term.trim() === "" ? 0 : SEARCH_DEBOUNCE_MS);
  const found = useQuery(userListQuery(api, { page: 1, limit: PICKER_LIMIT, sort: "name", search, status: [...NAMEABLE] }));
  return (
    <SearchPicker
      {...props}
      searchLabel={PICKER_TEXTS.searchPeople}
      term={term}
      onTermChange={setTerm}
      matches={found.data?.docs.map(({ id, name, email }) => ({ id, name, detail: email }))}
      total={found.data?.totalDocs ?? 0}
    />
  );
}
