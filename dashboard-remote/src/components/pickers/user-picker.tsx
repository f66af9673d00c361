// People for a form or a filter, searched on the server, 20 at a time, each with their e-mail so two
// people of one name are told apart. By default the caller's scoped users list (GET /api/users with
// `search` over name and e-mail) without rejected users, the same people the API accepts on an
// account or as an offboarding successor (social-media-options-repo.ts: in scope and not rejected).
// With `adminsFor`, the people who may administer a unit placed there (GET
// /api/organization/filtered-users with `search` and `limit`), as the unit API accepts them.
import { SEARCH_DEBOUNCE_MS, USER_STATUSES } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminCandidateParams } from "../../api/units-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { adminCandidatesQuery } from "../../data/units-queries.ts";
import { userListQuery } from "../../data/users-queries.ts";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { SearchPicker, type PickerItem } from "./search-picker.tsx";
import { PICKER_LIMIT } from "./unit-picker.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const NAMEABLE = USER_STATUSES.filter((status) => status !== "rejected");

export interface UserPickerProps {
  label: string;
  value: readonly PickerItem[];
  onChange(value: PickerItem[]): void;
  single?: boolean;
  fill?: boolean;
  nameOf?(summary: string): string;
  noneLabel?: string;
  disabled?: boolean;
  exclude?: readonly number[];
  fixed?: readonly PickerItem[];
  /** Only the people who may administer a unit placed under this parent. */
  adminsFor?: AdminCandidateParams;
}

export function UserPicker({ adminsFor, ...props }: UserPickerProps) {
  const t = useT();
  const { api } = useDashboardServices();
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), term.trim() === "" ? 0 : SEARCH_DEBOUNCE_MS);
  const users = useQuery({ ...userListQuery(api, { page: 1, limit: PICKER_LIMIT, sort: "name", search, status: [...NAMEABLE] }), enabled: !adminsFor });
  const admins = useQuery({ ...adminCandidatesQuery(api, { ...adminsFor, search, limit: PICKER_LIMIT }), enabled: !!adminsFor });
  const found = adminsFor ? admins : users;
  return (
    <SearchPicker
      {...props}
      searchLabel={t("pickers.searchPeople")}
      term={term}
      onTermChange={setTerm}
      matches={found.data?.docs.map(({ id, name, email }) => ({ id, name, detail: email }))}
      total={found.data?.totalDocs ?? 0}
      searching={found.isFetching && found.isPlaceholderData}
    />
  );
}
