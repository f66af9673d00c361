import { OneLineBadge } from "../badge/one-line-badge.tsx";
import type { SocialMediaDetailDoc, UserRef } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { Section } from "./fact-list.tsx";
import { HandoverSection } from "../offboarding/handover-section.tsx";

function Person({ person, badge }: { person: UserRef | null; badge: "admin" | "smm" }) {
  const styles = useAccountDetailsStyles();
  const t = useT();
  if (!person) return <span>{t("ui.notAssigned")}</span>;
  return (
    <span className={styles.person}>
      <span>{person.name}</span>
      <OneLineBadge appearance="tint" color={badge === "admin" ? "brand" : "informative"} shape="rounded">
        {badge === "admin" ? t("socialMedia.adminBadge") : t("socialMedia.smmBadge")}
      </OneLineBadge>
      {person.email && <span className={styles.muted}>{person.email}</span>}
    </span>
  );
}

export function AccessTab({ account }: { account: SocialMediaDetailDoc }) {
  const styles = useAccountDetailsStyles();
  const t = useT();
  return (
    <div className={styles.panel}>
      <Section title={t("socialMedia.primaryUnitAdmin")}>
        <Person person={account.primaryAdmin} badge="admin" />
      </Section>
      <Section title={t("socialMedia.backupUnitAdmin")}>
        <Person person={account.backupAdmin} badge="admin" />
      </Section>
      <Section title={t("socialMedia.socialMediaManagers")}>
        {account.socialMediaManagers.length === 0 ? (
          <span>{t("ui.notAssigned")}</span>
        ) : (
          <ul className={styles.people}>
            {account.socialMediaManagers.map((manager) => (
              <li key={manager.id}>
                <Person person={manager} badge="smm" />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <HandoverSection accountId={account.id} />
    </div>
  );
}
