import type { SocialMediaDetailDoc } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { AttestationSection } from "./attestation-section.tsx";
import { FactList, Section } from "./fact-list.tsx";
import { orNotSpecified } from "./fallbacks.ts";
import { practiceLabel } from "./practice-label.ts";

export function SecurityTab({ account }: { account: SocialMediaDetailDoc }) {
  const styles = useAccountDetailsStyles();
  const t = useT();
  return (
    <div className={styles.panel}>
      <Section title={t("socialMedia.securityStatus")}>
        <FactList
          facts={[
            // decisions.md: the highest severity among the account's open flags, "None" without any.
            [t("socialMedia.riskLevel"), account.riskLevel ? t(`flags.severities.${account.riskLevel}`) : t("socialMedia.riskNone")],
            [t("socialMedia.passwordManagement"), orNotSpecified(t, account.passwordManagementPractice ? practiceLabel(t, account.passwordManagementPractice) : null)],
            [t("socialMedia.thirdPartyManagement"), account.thirdPartyManagement === "yes" ? t("socialMedia.yes") : t("socialMedia.no")],
            [t("socialMedia.businessId"), orNotSpecified(t, account.businessId)],
          ]}
        />
      </Section>
      <AttestationSection account={account} />
      <Section title={t("socialMedia.securityRecommendations")}>
        <FactList facts={[[t("socialMedia.regularAuditSchedule"), t("ui.comingSoon")]]} />
      </Section>
    </div>
  );
}
