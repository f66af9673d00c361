// Choosing the account a flag concerns: one chooser whose panel searches the accounts the caller
// may see (the same scoped list as the Social Media page, 20 at a time) and offers the matches.
// Nothing is chosen for the user. Five accounts may share a name ("Agriculture Admissions
// (Facebook)"): each option says its handle and where its unit sits, as the search box does.
import { Field } from "@fluentui/react-components";
import { SEARCH_DEBOUNCE_MS, type SocialMediaDoc } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SearchPicker, type PickerItem } from "../../components/pickers/search-picker.tsx";
import { PICKER_LIMIT } from "../../components/pickers/unit-picker.tsx";
import { unitPathTitle } from "../../components/unit-name/unit-name.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { socialMediaListQuery } from "../../data/social-medias-queries.ts";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { useT } from "../../i18n/i18n-context.ts";

/** What tells an account from its namesakes: its handle and its unit's whole path (else its address). */
export function accountDetail(account: Pick<SocialMediaDoc, "accountHandle" | "organization" | "profileUrl">): string | undefined {
  const unit = account.organization ? unitPathTitle(account.organization) : "";
  return [account.accountHandle, unit].filter(Boolean).join(" · ") || account.profileUrl || undefined;
}

export interface AccountPickerProps {
  value: number | null;
  onChange(id: number | null): void;
  error?: string | undefined;
}

export function AccountPicker({ value, onChange, error }: AccountPickerProps) {
  const { api } = useDashboardServices();
  const t = useT();
  const [term, setTerm] = useState("");
  // The chosen account's name, kept so the button still says it when a later search misses it.
  const [chosen, setChosen] = useState<PickerItem | null>(null);
  const search = useDebouncedValue(term.trim(), term.trim() === "" ? 0 : SEARCH_DEBOUNCE_MS);
  const answer = useQuery(socialMediaListQuery(api, { page: 1, limit: PICKER_LIMIT, sort: "name", search }));
  const current = chosen && chosen.id === value ? [chosen] : [];
  return (
    <Field label={t("flags.account")} required validationMessage={error} validationState={error ? "error" : "none"}>
      <SearchPicker
        label={t("flags.account")}
        searchLabel={t("flags.accountSearch")}
        placeholder={t("flags.chooseAccount")}
        single
        value={current}
        onChange={(items) => {
          const item = items[0] ?? null;
          setChosen(item);
          onChange(item?.id ?? null);
        }}
        term={term}
        onTermChange={setTerm}
        matches={answer.data?.docs.map((account) => ({ id: account.id, name: account.name, detail: accountDetail(account) }))}
        total={answer.data?.totalDocs ?? 0}
      />
    </Field>
  );
}
