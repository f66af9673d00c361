// The home page's dormancy and offboarding figures (issue 19): dormant accounts, the people who
// have not signed in for 90 days (for those who manage people), and the handover tasks still open,
// each a link to where it is dealt with. A card names the first few (issue 30: the page ends) and
// links to the whole list, filtered.
import { useQuery } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { formatDate } from "../../components/format/date-format.ts";
import { DORMANCY_TEXTS as T, HANDOVER_TEXTS } from "../../components/offboarding/offboarding-texts.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { dormancySummaryQuery, handoverTaskListQuery } from "../../data/offboarding-queries.ts";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { HOME_SHOWN, homeLinks } from "./home-links.ts";
import { HOME_TEXTS } from "./home-texts.ts";


export function DormancyCards() {
  const styles = useHomeStyles();
  const { api } = useDashboardServices();
  const summary = useQuery(dormancySummaryQuery(api)).data;
  const tasks = useQuery(handoverTaskListQuery(api, { state: ["open", "overdue"], limit: 1 })).data;
  if (!summary) return null;
  const dormant = summary.dormantByUnit.flatMap((group) => group.accounts.map((account) => ({ account, unit: group.unit })));
  const dormantLink = homeLinks.dormantAccounts();
  const idleLink = homeLinks.idleUsers();
  return (
    <>
      <section className={styles.card} aria-label={T.homeDormant}>
        <h2 className={styles.cardTitle}>
          <TextLink {...dormantLink} className={styles.titleLink}>
            {T.homeDormant}: {summary.dormantTotal}
          </TextLink>
        </h2>
        {dormant.length === 0 ? (
          <span className={styles.muted}>{T.homeNoDormant}</span>
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
                    {unit?.name ?? T.noUnit}, {account.lastActivityAt ? T.lastSignIn(formatDate(account.lastActivityAt)) : T.noneKnown}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {summary.dormantTotal > HOME_SHOWN && <TextLink {...dormantLink}>{HOME_TEXTS.seeAll(summary.dormantTotal)}</TextLink>}
      </section>
      {summary.idleUsers !== null && (
        <section className={styles.card} aria-label={T.homeIdle(summary.idleDays)}>
          <h2 className={styles.cardTitle}>
            <TextLink {...idleLink} className={styles.titleLink}>
              {T.homeIdle(summary.idleDays)}: {summary.idleUsersTotal}
            </TextLink>
          </h2>
          {summary.idleUsers.length === 0 ? (
            <span className={styles.muted}>{T.homeNoIdle}</span>
          ) : (
            <ul className={styles.list}>
              {summary.idleUsers.slice(0, HOME_SHOWN).map((user) => (
                <li key={user.id}>
                  <TextLink to="/dashboard/users" search={{ search: user.email }}>
                    {user.name}
                  </TextLink>{" "}
                  <span className={styles.muted}>
                    {user.email}, {user.lastSignInAt ? T.lastSignIn(formatDate(user.lastSignInAt)) : T.neverSignedIn}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {(summary.idleUsersTotal ?? 0) > HOME_SHOWN && <TextLink {...idleLink}>{HOME_TEXTS.seeAll(summary.idleUsersTotal ?? 0)}</TextLink>}
        </section>
      )}
      {tasks && (
        <section className={styles.card} aria-label={HANDOVER_TEXTS.pageTitle}>
          <h2 className={styles.cardTitle}>
            <TextLink to="/dashboard/handover-tasks" search={{ filters: [{ id: "state", value: ["open", "overdue"] }] }} className={styles.titleLink}>
              {HANDOVER_TEXTS.openCount(tasks.totalDocs)}
            </TextLink>
          </h2>
        </section>
      )}
    </>
  );
}
