// Attestation coverage on the dashboard (issue 18): the share of active accounts attested within
// twelve months, in all and for the least covered units, with a link to the accounts that are not.
import { makeStyles, tokens } from "@fluentui/react-components";
import { useQuery } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { attestationCoverageQuery } from "../../data/campaigns-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { HOME_SHOWN } from "./home-links.ts";

const useStyles = makeStyles({
  row: {
    display: "grid",
    gridTemplateColumns: "minmax(96px, 1fr) 2fr 40px",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
  },
});

const share = (attested: number, accounts: number) => (accounts === 0 ? 0 : attested / accounts);

export function AttestationCoverageCard() {
  const styles = useHomeStyles();
  const own = useStyles();
  const t = useT();
  const { api } = useDashboardServices();
  const query = useQuery(attestationCoverageQuery(api));
  const data = query.data;
  return (
    <section className={styles.card} aria-label={t("campaigns.coverage")}>
      <h2 className={styles.cardTitle}>{t("campaigns.coverage")}</h2>
      {!data ? (
        <span className={styles.muted}>{query.isError ? "—" : "…"}</span>
      ) : data.total.accounts === 0 ? (
        <span className={styles.muted}>{t("campaigns.noCoverage")}</span>
      ) : (
        <>
          <span>
            <strong>{t("campaigns.percent", { ratio: share(data.total.attested, data.total.accounts) })}</strong>{" "}
            <span className={styles.muted}>{t("campaigns.coverageTotal", { attested: data.total.attested, accounts: data.total.accounts })}</span>
          </span>
          <ul className={styles.bars} aria-label={t("campaigns.coverage")}>
            {data.byUnit.slice(0, HOME_SHOWN).map((row) => {
              const name = row.ownAccountsOnly ? t("campaigns.coverageOwn", { unit: row.unit.name }) : row.unit.name;
              return (
                <li key={`${row.unit.id}-${row.ownAccountsOnly}`} aria-label={t("campaigns.coverageLabel", { unit: name, attested: row.attested, accounts: row.accounts })} className={own.row}>
                  <span>{name}</span>
                  <svg viewBox="0 0 100 10" preserveAspectRatio="none" width="100%" height="12" aria-hidden focusable="false">
                    <rect x="0" y="0" width="100" height="10" rx="2" fill={tokens.colorNeutralBackground3} />
                    <rect x="0" y="0" width={share(row.attested, row.accounts) * 100} height="10" rx="2" fill={tokens.colorBrandBackground} />
                  </svg>
                  <span className={styles.barValue}>{t("campaigns.percent", { ratio: share(row.attested, row.accounts) })}</span>
                </li>
              );
            })}
          </ul>
          <TextLink to="/dashboard/social-media-accounts" search={{ filters: [{ id: "attested", value: ["no"] }, { id: "status", value: ["active"] }] }}>
            {t("campaigns.notAttested")}
          </TextLink>
        </>
      )}
    </section>
  );
}
