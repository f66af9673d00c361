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
import { useT } from "../../i18n/i18n-context.ts";

export function PublicationSection({ accountId }: { accountId: number }) {
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const formats = useFormats();
  const t = useT();
  const mayPublish = mayPublishAccounts(useCurrentUser().role);
  const publication = useQuery(publicationQuery(api, accountId));
  const change = useMutation({
    mutationFn: (on: boolean) => setPublicListing(api, accountId, on),
    onSuccess: async (answer) => {
      notify.success(answer.publicListing ? t("socialMedia.publication.savedOn") : t("socialMedia.publication.savedOff"));
      await invalidateAfter(queryClient, "socialMedia");
    },
    onError: () => notify.error(t("socialMedia.publication.failed")),
  });
  const p = publication.data;
  if (!p) return null;
  const shown = p.published ? t("socialMedia.publication.shownNow") : p.publicListing ? t(`socialMedia.publication.hiddenBecause.${p.blockedBy[0] ?? "account_inactive"}`) : t("socialMedia.publication.notShown");
  return (
    <Section title={t("socialMedia.publication.title")}>
      {mayPublish ? (
        <Switch
          label={t("socialMedia.publication.switchLabel")}
          checked={p.publicListing}
          disabled={change.isPending}
          onChange={(_e, data) => change.mutate(data.checked)}
        />
      ) : null}
      <FactList
        facts={[
          [t("socialMedia.publication.listing"), p.publicListing ? t("socialMedia.publication.listed") : t("socialMedia.publication.notListed")],
          [t("socialMedia.publication.shown"), shown],
          ...(p.publicListing && p.firstListedAt ? ([[t("socialMedia.publication.since"), formats.date(p.firstListedAt)]] as [string, string][]) : []),
          ...(p.published
            ? ([
                [
                  t("socialMedia.publication.publicEntry"),
                  <Link key="entry" href={p.publicUrl} target="_blank" rel="noopener noreferrer">
                    {t("socialMedia.publication.openPublicEntry")}
                  </Link>,
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
      {publication.isError ? <Text>{t("socialMedia.publication.failed")}</Text> : null}
    </Section>
  );
}
