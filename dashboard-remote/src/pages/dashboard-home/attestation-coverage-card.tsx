// Attestation coverage on the dashboard (issue 18): the share of active accounts attested within
// twelve months, in all and for the least covered units, with a link to the accounts that are not.
import { makeStyles, tokens } from "@fluentui/react-components";
import { useQuery } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { attestationCoverageQuery } from "../../data/campaigns-queries.ts";
import { CAMPAIGN_TEXTS as T } from "../campaigns/campaign-texts.ts";
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

const percent = (attested: number, accounts: number) => (accounts === 0 ? 0 : Math.round((attested / accounts) * 100));

export function AttestationCoverageCard() {
  const styles = useHomeStyles();
  const own = useStyles();
  const { api } = useDashboardServices();
  const query = useQuery(attestationCoverageQuery(api));
  const data = query.data;
  return (
    <section className={styles.card} aria-label={T.coverage}>
      <h2 className={styles.cardTitle}>{T.coverage}</h2>
      {!data ? (
        <span className={styles.muted}>{query.isError ? "—" : "…"}</span>
      ) : data.total.accounts === 0 ? (
        <span className={styles.muted}>{T.noCoverage}</span>
      ) : (
        <>
          <span>
            <strong>{percent(data.total.attested, data.total.accounts)}%</strong> <span className={styles.muted}>{T.coverageTotal(data.total.attested, data.total.accounts)}</span>
          </span>
          <ul className={styles.bars} aria-label={T.coverage}>
            {data.byUnit.slice(0, HOME_SHOWN).map((row) => {
              const name = row.ownAccountsOnly ? T.coverageOwn(row.unit.name) : row.unit.name;
              return (
                <li key={`${row.unit.id}-${row.ownAccountsOnly}`} aria-label={T.coverageLabel(name, row.attested, row.accounts)} className={own.row}>
                  <span>{name}</span>
                  <svg viewBox="0 0 100 10" preserveAspectRatio="none" width="100%" height="12" aria-hidden focusable="false">
                    <rect x="0" y="0" width="100" height="10" rx="2" fill={tokens.colorNeutralBackground3} />
                    <rect x="0" y="0" width={percent(row.attested, row.accounts)} height="10" rx="2" fill={tokens.colorBrandBackground} />
                  </svg>
                  <span className={styles.barValue}>{percent(row.attested, row.accounts)}%</span>
                </li>
              );
            })}
          </ul>
          <TextLink to="/dashboard/social-media-accounts" search={{ filters: [{ id: "attested", value: ["no"] }, { id: "status", value: ["active"] }] }}>
            {T.notAttested}
          </TextLink>
        </>
      )}
    </section>
  );
}
