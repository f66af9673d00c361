import { tokens } from "@fluentui/react-components";
import { Link } from "@tanstack/react-router";
import type { ComplianceFigures } from "@steward/shared";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { homeLinks } from "./home-links.ts";
import { HOME_TEXTS } from "./home-texts.ts";

const RATES: { key: Exclude<keyof ComplianceFigures, "users">; label: string }[] = [
  { key: "twoFactor", label: HOME_TEXTS.twoFactor },
  { key: "securePassword", label: HOME_TEXTS.securePassword },
  { key: "trainingAccessibility", label: HOME_TEXTS.trainingAccessibility },
  { key: "trainingRisk", label: HOME_TEXTS.trainingRisk },
  { key: "trainingBrand", label: HOME_TEXTS.trainingBrand },
  { key: "policyAcceptance", label: HOME_TEXTS.policyAcceptance },
];

/** Share of active users in scope meeting each requirement; each row leads to those lacking it. */
export function ComplianceCard({ figures }: { figures: ComplianceFigures }) {
  const styles = useHomeStyles();
  return (
    <section className={styles.card} aria-label={HOME_TEXTS.compliance}>
      <h2 className={styles.cardTitle}>{HOME_TEXTS.compliance}</h2>
      <span className={styles.muted}>{HOME_TEXTS.complianceOf(figures.users)}</span>
      <ul className={styles.bars}>
        {RATES.map(({ key, label }) => {
          const count = figures[key];
          if (count === null) return null;
          const share = figures.users === 0 ? 0 : count / figures.users;
          const percent = HOME_TEXTS.percent(count, figures.users);
          // The row leads to the active users who still lack the item.
          const link = homeLinks.activeUsersLacking(key);
          return (
            <li key={key}>
              <Link to={link.to} search={link.search} className={styles.barLink} aria-label={`${label}: ${percent}, ${count} of ${figures.users}`}>
                {/* Name and visible text read in the same order, "Label 90%" (WCAG 2.5.3 label in name). */}
                <span>{label}</span>{" "}
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" width="100%" height="12" aria-hidden focusable="false">
                  <rect x="0" y="0" width="100" height="10" rx="2" fill={tokens.colorNeutralBackground3} />
                  <rect
                    x="0"
                    y="0"
                    width={share * 100}
                    height="10"
                    rx="2"
                    fill={share >= 0.9 ? tokens.colorPaletteGreenBackground3 : share >= 0.6 ? tokens.colorPaletteYellowBackground3 : tokens.colorPaletteRedBackground3}
                  />
                </svg>
                <span className={styles.barValue}>{percent}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
