import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { ExternalLink } from "../link/text-link.tsx";
import { UI, type SocialMediaDetailDoc } from "@steward/shared";
import { SOCIAL_MEDIA_TEXTS as T, VERIFICATION_LABELS } from "../../texts.ts";
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
  const thirdParty = account.thirdPartyManagement === "yes";
  return (
    <div className={styles.panel}>
      <Section title={T.accountInformation}>
        <FactList
          facts={[
            [T.platform, platformLabel(account.platform)],
            [T.businessId, orNotSpecified(account.businessId)],
            [
              T.profileUrl,
              account.profileUrl ? (
                <ExternalLink href={account.profileUrl}>
                  {account.profileUrl}
                </ExternalLink>
              ) : (
                UI.notSpecified
              ),
            ],
            [T.handle, orNotSpecified(account.accountHandle)],
            [T.verification, orNotSpecified(VERIFICATION_LABELS[account.verificationStatus])],
            [T.creationDate, orNotSpecified(formats.date(account.creationDate))],
          ]}
        />
      </Section>
      <Section title={T.ownership}>
        <FactList
          facts={[
            [T.assignedUnit, orNotAssigned(account.organization?.name)],
            [T.primaryAdministrator, orNotAssigned(account.primaryAdmin?.name)],
            [T.backupAdministrator, orNotAssigned(account.backupAdmin?.name)],
            [T.managementType, thirdParty ? T.managedByThirdParty : T.managedInHouse],
            ...(thirdParty
              ? ([
                  [T.provider, orNotSpecified(account.thirdPartyProvider)],
                  [T.contact, orNotSpecified(account.thirdPartyContact)],
                ] as [string, string][])
              : []),
          ]}
        />
      </Section>
      <PublicationSection accountId={account.id} />
      <ActivitySection account={account} />
      <LatestPostCard account={account} />
      <Section title={T.linkedToolsTitle}>
        <div className={styles.badges}>
          {account.linkedTools.length === 0
            ? UI.notSpecified
            : account.linkedTools.map((tool) => (
                <OneLineBadge key={tool} appearance="tint" shape="rounded">
                  {tool}
                </OneLineBadge>
              ))}
        </div>
        <span className={styles.muted}>
          {T.lastUpdated}: {orNotSpecified(formats.date(account.updatedAt))}
        </span>
      </Section>
    </div>
  );
}
