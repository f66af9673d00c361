// Choosing the account a flag concerns: a search over the accounts the caller may see (the same
// scoped list as the Social Media page), then a choice among the matches.
import { Field, Input, Select } from "@fluentui/react-components";
import { SEARCH_DEBOUNCE_MS, type ListResponse, type Ref } from "@steward/shared";
import { useEffect, useState } from "react";
import { toQueryString } from "../../api/api-client.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { FLAG_TEXTS } from "./flag-texts.ts";

export interface AccountPickerProps {
  value: number | null;
  onChange(id: number | null): void;
  error?: string | undefined;
}

export function AccountPicker({ value, onChange, error }: AccountPickerProps) {
  const { api } = useDashboardServices();
  const [term, setTerm] = useState("");
  const [matches, setMatches] = useState<Ref[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = toQueryString({ page: 1, limit: 20, sort: "name", search: term.trim() });
      api
        .request<ListResponse<Ref>>(`/api/social-medias${query}`, { signal: controller.signal })
        .then((list) => {
          const found = list.docs.map((doc) => ({ id: doc.id, name: doc.name }));
          setMatches(found);
          // Keep a choice only while it is still among the matches.
          if (found.length > 0 && !found.some((doc) => doc.id === value)) onChange(found[0]?.id ?? null);
          if (found.length === 0) onChange(null);
        })
        .catch(() => undefined);
    }, term === "" ? 0 : SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `value` and `onChange` are read at answer time; the search runs again only when the text changes.
  }, [api, term]);

  return (
    <>
      <Field label={FLAG_TEXTS.accountSearch} hint={FLAG_TEXTS.accountSearchHint}>
        <Input value={term} onChange={(_event, data) => setTerm(data.value)} />
      </Field>
      <Field label={FLAG_TEXTS.account} required validationMessage={error} validationState={error ? "error" : "none"}>
        <Select value={value === null ? "" : String(value)} onChange={(_event, data) => onChange(data.value === "" ? null : Number(data.value))}>
          {matches.length === 0 && <option value="">{FLAG_TEXTS.noAccounts}</option>}
          {matches.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
