import { tokens } from "@fluentui/react-components";
import { Link } from "@tanstack/react-router";
import type { ComplianceFigures } from "@steward/shared";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { homeLinks } from "./home-links.ts";

// Each rate's label is the home namespace's key of the same name.
const RATES = ["twoFactor", "securePassword", "trainingAccessibility", "trainingRisk", "trainingBrand", "policyAcceptance"] as const satisfies readonly Exclude<keyof ComplianceFigures, "users">[];

/** Share of active users in scope meeting each requirement; each row leads to those lacking it. */
export function ComplianceCard({ figures }: { figures: ComplianceFigures }) {
  const styles = useHomeStyles();
  const formats = useFormats();
  const t = useT();
  return (
    <section className={styles.card} aria-label={t("home.compliance")}>
      <h2 className={styles.cardTitle}>{t("home.compliance")}</h2>
      <span className={styles.muted}>{t("home.complianceOf", { users: figures.users })}</span>
      <ul className={styles.bars}>
        {RATES.map((key) => {
          const count = figures[key];
          if (count === null) return null;
          const label = t(`home.${key}`);
          const share = figures.users === 0 ? 0 : count / figures.users;
          const percent = figures.users === 0 ? "—" : t("home.percent", { ratio: share });
          // The row leads to the active users who still lack the item.
          const link = homeLinks.activeUsersLacking(key);
          return (
            <li key={key}>
              <Link
                to={link.to}
                search={link.search}
                className={styles.barLink}
                aria-label={t("home.rateLabel", { label, percent, count: formats.number(count), users: formats.number(figures.users) })}
              >
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
