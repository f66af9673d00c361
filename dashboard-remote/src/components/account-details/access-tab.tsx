import { OneLineBadge } from "../badge/one-line-badge.tsx";
import { UI, type SocialMediaDetailDoc, type UserRef } from "@steward/shared";
import { SOCIAL_MEDIA_TEXTS as T } from "../../texts.ts";
import { useAccountDetailsStyles } from "./account-details.styles.ts";
import { Section } from "./fact-list.tsx";
import { HandoverSection } from "../offboarding/handover-section.tsx";

function Person({ person, badge }: { person: UserRef | null; badge: string }) {
  const styles = useAccountDetailsStyles();
  if (!person) return <span>{UI.notAssigned}</span>;
  return (
    <span className={styles.person}>
      <span>{person.name}</span>
      <OneLineBadge appearance="tint" color={badge === T.adminBadge ? "brand" : "informative"} shape="rounded">
        {badge}
      </OneLineBadge>
      {person.email && <span className={styles.muted}>{person.email}</span>}
    </span>
  );
}

export function AccessTab({ account }: { account: SocialMediaDetailDoc }) {
  const styles = useAccountDetailsStyles();
  return (
    <div className={styles.panel}>
      <Section title={T.primaryUnitAdmin}>
        <Person person={account.primaryAdmin} badge={T.adminBadge} />
      </Section>
      <Section title={T.backupUnitAdmin}>
        <Person person={account.backupAdmin} badge={T.adminBadge} />
      </Section>
      <Section title={T.socialMediaManagers}>
        {account.socialMediaManagers.length === 0 ? (
          <span>{UI.notAssigned}</span>
        ) : (
          <ul className={styles.people}>
            {account.socialMediaManagers.map((manager) => (
              <li key={manager.id}>
                <Person person={manager} badge={T.smmBadge} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <HandoverSection accountId={account.id} />
    </div>
  );
}
