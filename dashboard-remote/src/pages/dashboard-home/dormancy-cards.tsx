// The home page's dormancy and offboarding figures (issue 19): dormant accounts, the people who
// have not signed in for 90 days (for those who manage people), and the handover tasks still open,
// each a link to where it is dealt with. A card names the first few (issue 30: the page ends) and
// links to the whole list, filtered.
import { useQuery } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { dormancySummaryQuery, handoverTaskListQuery } from "../../data/offboarding-queries.ts";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { TermInfo } from "../../components/help/term-info.tsx";
import { HOME_SHOWN, homeLinks } from "./home-links.ts";


export function DormancyCards() {
  const formats = useFormats();
  const styles = useHomeStyles();
  const t = useT();
  const { api } = useDashboardServices();
  const summary = useQuery(dormancySummaryQuery(api)).data;
  const tasks = useQuery(handoverTaskListQuery(api, { state: ["open", "overdue"], limit: 1 })).data;
  if (!summary) return null;
  const dormant = summary.dormantByUnit.flatMap((group) => group.accounts.map((account) => ({ account, unit: group.unit })));
  const dormantLink = homeLinks.dormantAccounts();
  const idleLink = homeLinks.idleUsers();
  return (
    <>
      <section className={styles.card} aria-label={t("dormancy.homeDormant")}>
        <h2 className={styles.cardTitle}>
          <TextLink {...dormantLink} className={styles.titleLink}>
            {t("home.titleCount", { title: t("dormancy.homeDormant"), count: summary.dormantTotal })}
          </TextLink>
          <TermInfo term="dormant" />
        </h2>
        {dormant.length === 0 ? (
          <span className={styles.muted}>{t("dormancy.homeNoDormant")}</span>
        ) : (
          <ul className={styles.list}>
            {dormant.slice(0, HOME_SHOWN).map(({ account, unit }) => {
              const link = homeLinks.accountNamed(account.name);
              return (
                <li key={account.id}>
                  <TextLink to={link.to} search={link.search}>
                    {account.name}
                  </TextLink>{" "}
                  <span className={styles.muted}>
                    {unit?.name ?? t("dormancy.noUnit")}, {account.lastActivityAt ? t("dormancy.lastSignIn", { when: formats.date(account.lastActivityAt) }) : t("dormancy.noneKnown")}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {summary.dormantTotal > HOME_SHOWN && <TextLink {...dormantLink}>{t("home.seeAll", { total: summary.dormantTotal })}</TextLink>}
      </section>
      {summary.idleUsers !== null && (
        <section className={styles.card} aria-label={t("dormancy.homeIdle", { days: summary.idleDays })}>
          <h2 className={styles.cardTitle}>
            <TextLink {...idleLink} className={styles.titleLink}>
              {t("home.titleCount", { title: t("dormancy.homeIdle", { days: summary.idleDays }), count: summary.idleUsersTotal ?? 0 })}
            </TextLink>
          </h2>
          {summary.idleUsers.length === 0 ? (
            <span className={styles.muted}>{t("dormancy.homeNoIdle")}</span>
          ) : (
            <ul className={styles.list}>
              {summary.idleUsers.slice(0, HOME_SHOWN).map((user) => (
                <li key={user.id}>
                  <TextLink to="/dashboard/users" search={{ search: user.email }}>
                    {user.name}
                  </TextLink>{" "}
                  <span className={styles.muted}>
                    {user.email}, {user.lastSignInAt ? t("dormancy.lastSignIn", { when: formats.date(user.lastSignInAt) }) : t("dormancy.neverSignedIn")}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {(summary.idleUsersTotal ?? 0) > HOME_SHOWN && <TextLink {...idleLink}>{t("home.seeAll", { total: summary.idleUsersTotal ?? 0 })}</TextLink>}
        </section>
      )}
      {tasks && (
        <section className={styles.card} aria-label={t("handover.pageTitle")}>
          <h2 className={styles.cardTitle}>
            <TextLink to="/dashboard/handover-tasks" search={{ filters: [{ id: "state", value: ["open", "overdue"] }] }} className={styles.titleLink}>
              {t("handover.openCount", { n: tasks.totalDocs })}
            </TextLink>
          </h2>
        </section>
      )}
    </>
  );
}
