// The home page's dormancy and offboarding figures (issue 19): dormant accounts per unit, the
// people who have not signed in for 90 days (for those who manage people), and the handover tasks
// still open, each a link to where it is dealt with.
import { useQuery } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { DORMANCY_TEXTS as T, HANDOVER_TEXTS } from "../../components/offboarding/offboarding-texts.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { dormancySummaryQuery, handoverTaskListQuery } from "../../data/offboarding-queries.ts";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import { homeLinks } from "./home-links.ts";

const SHOWN = 8;

export function DormancyCards() {
  const formats = useFormats();
  const styles = useHomeStyles();
  const { api } = useDashboardServices();
  const summary = useQuery(dormancySummaryQuery(api)).data;
  const tasks = useQuery(handoverTaskListQuery(api, { state: ["open", "overdue"], limit: 1 })).data;
  if (!summary) return null;
  return (
    <>
      <section className={styles.card} aria-label={T.homeDormant}>
        <h2 className={styles.cardTitle}>
          {T.homeDormant}: {summary.dormantTotal}
        </h2>
        {summary.dormantByUnit.length === 0 ? (
          <span className={styles.muted}>{T.homeNoDormant}</span>
        ) : (
          <ul className={styles.list}>
            {summary.dormantByUnit.map((group) => (
              <li key={group.unit?.id ?? 0}>
                <strong>{group.unit?.name ?? T.noUnit}</strong>
                <ul className={styles.list} style={{ paddingInlineStart: 12 }}>
                  {group.accounts.slice(0, SHOWN).map((account) => {
                    const link = homeLinks.accountNamed(account.name);
                    return (
                      <li key={account.id}>
                        <TextLink to={link.to} search={link.search}>
                          {account.name}
                        </TextLink>{" "}
                        <span className={styles.muted}>{account.lastActivityAt ? T.lastSignIn(formats.date(account.lastActivityAt)) : T.noneKnown}</span>
                      </li>
                    );
                  })}
                  {group.accounts.length > SHOWN && <li className={styles.muted}>{T.more(group.accounts.length - SHOWN)}</li>}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      {summary.idleUsers !== null && (
        <section className={styles.card} aria-label={T.homeIdle(summary.idleDays)}>
          <h2 className={styles.cardTitle}>
            {T.homeIdle(summary.idleDays)}: {summary.idleUsersTotal}
          </h2>
          {summary.idleUsers.length === 0 ? (
            <span className={styles.muted}>{T.homeNoIdle}</span>
          ) : (
            <ul className={styles.list}>
              {summary.idleUsers.map((user) => (
                <li key={user.id}>
                  <TextLink to="/dashboard/users" search={{ search: user.email }}>
                    {user.name}
                  </TextLink>{" "}
                  <span className={styles.muted}>{user.lastSignInAt ? T.lastSignIn(formats.date(user.lastSignInAt)) : T.neverSignedIn}</span>
                </li>
              ))}
              {(summary.idleUsersTotal ?? 0) > summary.idleUsers.length && <li className={styles.muted}>{T.more((summary.idleUsersTotal ?? 0) - summary.idleUsers.length)}</li>}
            </ul>
          )}
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
