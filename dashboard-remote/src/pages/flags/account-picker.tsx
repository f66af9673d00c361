// Choosing the account a flag concerns: a search over the accounts the caller may see (the same
// scoped list as the Social Media page), then a choice among the matches. Nothing is chosen for
// the user, except the one account a typed search narrows to.
import { Field, Input, Select } from "@fluentui/react-components";
import { SEARCH_DEBOUNCE_MS, type Ref } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { socialMediaListQuery } from "../../data/social-medias-queries.ts";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { FLAG_TEXTS } from "./flag-texts.ts";

export interface AccountPickerProps {
  value: number | null;
  onChange(id: number | null): void;
  error?: string | undefined;
}

export function AccountPicker({ value, onChange, error }: AccountPickerProps) {
  const { api } = useDashboardServices();
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), term === "" ? 0 : SEARCH_DEBOUNCE_MS);
  const answer = useQuery(socialMediaListQuery(api, { page: 1, limit: 20, sort: "name", search }));
  const matches: Ref[] = useMemo(() => (answer.data?.docs ?? []).map((doc) => ({ id: doc.id, name: doc.name })), [answer.data]);

  // A choice stays only while it is among the matches. `value` and `onChange` are read when the
  // matches change; the choice itself does not start a search.
  useEffect(() => {
    if (!answer.data || matches.some((doc) => doc.id === value)) return;
    const only = search !== "" && matches.length === 1 ? matches[0] : undefined;
    if (only || value !== null) onChange(only?.id ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [matches]);

  return (
    <>
      <Field label={FLAG_TEXTS.accountSearch} hint={FLAG_TEXTS.accountSearchHint}>
        <Input value={term} onChange={(_event, data) => setTerm(data.value)} />
      </Field>
      <Field label={FLAG_TEXTS.account} required validationMessage={error} validationState={error ? "error" : "none"}>
        <Select value={value === null ? "" : String(value)} onChange={(_event, data) => onChange(data.value === "" ? null : Number(data.value))}>
          {matches.length === 0 && <option value="">{FLAG_TEXTS.noAccounts}</option>}
          {matches.length > 0 && value === null && <option value="">{FLAG_TEXTS.chooseAccount}</option>}
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
