import { UI, type SocialMediaDetailDoc } from "@steward/shared";
import { SOCIAL_MEDIA_TEXTS as T, humanize } from "../../texts.ts";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { AttestationSection } from "./attestation-section.tsx";
import { FactList, Section } from "./fact-list.tsx";
import { orNotSpecified } from "./fallbacks.ts";

export function SecurityTab({ account }: { account: SocialMediaDetailDoc }) {
  const styles = useAccountDetailsStyles();
  return (
    <div className={styles.panel}>
      <Section title={T.securityStatus}>
        <FactList
          facts={[
            // decisions.md: the highest severity among the account's open flags, "None" without any.
            [T.riskLevel, account.riskLevel ? humanize(account.riskLevel) : T.riskNone],
            [T.passwordManagement, orNotSpecified(account.passwordManagementPractice)],
            [T.thirdPartyManagement, account.thirdPartyManagement === "yes" ? T.yes : T.no],
            [T.businessId, orNotSpecified(account.businessId)],
          ]}
        />
      </Section>
      <AttestationSection account={account} />
      <Section title={T.securityRecommendations}>
        <FactList facts={[[T.regularAuditSchedule, UI.comingSoon]]} />
      </Section>
    </div>
  );
}
