import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { ExternalLink } from "../link/text-link.tsx";
import type { SocialMediaDetailDoc } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";
import type { DashboardKey } from "../../i18n/load-catalogue.ts";
import { LatestPostCard } from "../latest-post/latest-post-card.tsx";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { FactList, Section } from "./fact-list.tsx";
import { PublicationSection } from "./publication-section.tsx";
import { ActivitySection } from "../offboarding/activity-section.tsx";
import { platformLabel } from "./platform-badge.tsx";
import { orNotAssigned, orNotSpecified } from "./fallbacks.ts";
import { useFormats } from "../format/use-formats.tsx";

export function OverviewTab({ account }: { account: SocialMediaDetailDoc }) {
  const styles = useAccountDetailsStyles();
  const formats = useFormats();
  const t = useT();
  const thirdParty = account.thirdPartyManagement === "yes";
  return (
    <div className={styles.panel}>
      <Section title={t("socialMedia.accountInformation")}>
        <FactList
          facts={[
            [t("socialMedia.platform"), platformLabel(t, account.platform)],
            [t("socialMedia.businessId"), orNotSpecified(t, account.businessId)],
            [
              t("socialMedia.profileUrl"),
              account.profileUrl ? (
                <ExternalLink href={account.profileUrl}>
                  {account.profileUrl}
                </ExternalLink>
              ) : (
                t("ui.notSpecified")
              ),
            ],
            [t("socialMedia.handle"), orNotSpecified(t, account.accountHandle)],
            [t("socialMedia.verification"), orNotSpecified(t, account.verificationStatus ? t(`verification.${account.verificationStatus}` as DashboardKey) : null)],
            [t("socialMedia.creationDate"), orNotSpecified(t, formats.date(account.creationDate))],
          ]}
        />
      </Section>
      <Section title={t("socialMedia.ownership")}>
        <FactList
          facts={[
            [t("socialMedia.assignedUnit"), orNotAssigned(t, account.organization?.name)],
            [t("socialMedia.primaryAdministrator"), orNotAssigned(t, account.primaryAdmin?.name)],
            [t("socialMedia.backupAdministrator"), orNotAssigned(t, account.backupAdmin?.name)],
            [t("socialMedia.managementType"), thirdParty ? t("socialMedia.managedByThirdParty") : t("socialMedia.managedInHouse")],
            ...(thirdParty
              ? ([
                  [t("socialMedia.provider"), orNotSpecified(t, account.thirdPartyProvider)],
                  [t("socialMedia.contact"), orNotSpecified(t, account.thirdPartyContact)],
                ] as [string, string][])
              : []),
          ]}
        />
      </Section>
      <PublicationSection accountId={account.id} />
      <ActivitySection account={account} />
      <LatestPostCard account={account} />
      <Section title={t("socialMedia.linkedToolsTitle")}>
        <div className={styles.badges}>
          {account.linkedTools.length === 0
            ? t("ui.notSpecified")
            : account.linkedTools.map((tool) => (
                <OneLineBadge key={tool} appearance="tint" shape="rounded">
                  {tool === "Other" ? t("socialMedia.tools.Other") : tool}
                </OneLineBadge>
              ))}
        </div>
        <span className={styles.muted}>
          {t("socialMedia.lastUpdated")}: {orNotSpecified(t, formats.date(account.updatedAt))}
        </span>
      </Section>
    </div>
  );
}
