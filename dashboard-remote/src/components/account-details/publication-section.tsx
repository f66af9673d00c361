// The account's place in the public directory (issue 20): listed or not, why a listed account is
// not shown right now, a link to its public entry, and the switch for those who may publish.
import { Link, Switch, Text } from "@fluentui/react-components";
import { mayPublishAccounts } from "@steward/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { setPublicListing } from "../../api/publication-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { publicationQuery } from "../../data/social-medias-queries.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useCurrentUser } from "../current-user.ts";
import { FactList, Section } from "./fact-list.tsx";
import { useFormats } from "../format/use-formats.tsx";

export const PUBLICATION_TEXTS = {
  title: "Public directory",
  switchLabel: "List in the public directory",
  listing: "Listing",
  listed: "Listed",
  notListed: "Not listed",
  shown: "Shown to the public",
  shownNow: "Yes",
  hiddenBecause: { account_inactive: "No: the account is not active", unit_inactive: "No: its unit is not active" },
  notShown: "No",
  since: "Listed since",
  publicEntry: "Public entry",
  openPublicEntry: "View public entry",
  saved: (on: boolean) => (on ? "The account is listed in the public directory." : "The account was taken off the public directory."),
  failed: "The directory listing could not be changed. Try again.",
} as const;

export function PublicationSection({ accountId }: { accountId: number }) {
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const formats = useFormats();
  const mayPublish = mayPublishAccounts(useCurrentUser().role);
  const publication = useQuery(publicationQuery(api, accountId));
  const change = useMutation({
    mutationFn: (on: boolean) => setPublicListing(api, accountId, on),
    onSuccess: async (answer) => {
      notify.success(PUBLICATION_TEXTS.saved(answer.publicListing));
      await invalidateAfter(queryClient, "socialMedia");
    },
    onError: () => notify.error(PUBLICATION_TEXTS.failed),
  });
  const p = publication.data;
  if (!p) return null;
  const shown = p.published ? PUBLICATION_TEXTS.shownNow : p.publicListing ? PUBLICATION_TEXTS.hiddenBecause[p.blockedBy[0] ?? "account_inactive"] : PUBLICATION_TEXTS.notShown;
  return (
    <Section title={PUBLICATION_TEXTS.title}>
      {mayPublish ? (
        <Switch
          label={PUBLICATION_TEXTS.switchLabel}
          checked={p.publicListing}
          disabled={change.isPending}
          onChange={(_e, data) => change.mutate(data.checked)}
        />
      ) : null}
      <FactList
        facts={[
          [PUBLICATION_TEXTS.listing, p.publicListing ? PUBLICATION_TEXTS.listed : PUBLICATION_TEXTS.notListed],
          [PUBLICATION_TEXTS.shown, shown],
          ...(p.publicListing && p.firstListedAt ? ([[PUBLICATION_TEXTS.since, formats.date(p.firstListedAt)]] as [string, string][]) : []),
          ...(p.published
            ? ([
                [
                  PUBLICATION_TEXTS.publicEntry,
                  <Link key="entry" href={p.publicUrl} target="_blank" rel="noopener noreferrer">
                    {PUBLICATION_TEXTS.openPublicEntry}
                  </Link>,
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      {publication.isError ? <Text>{PUBLICATION_TEXTS.failed}</Text> : null}
    </Section>
  );
}
