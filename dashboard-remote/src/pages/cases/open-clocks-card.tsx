// The home page's card of the caller's open 48-hour clocks (issue 34), soonest due first, each a
// link to its case. Loaded after the home page's first screen (dashboard-home/open-clocks-slot.tsx).
import { useQuery } from "@tanstack/react-query";
import { TextLink } from "../../components/link/text-link.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { openClocksQuery } from "../../data/cases-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useHomeStyles } from "../dashboard-home/dashboard-home.styles.ts";
import { caseAbout } from "./case-words.ts";
import { SlaBadge } from "./sla-badge.tsx";

export function OpenClocksCard() {
  const styles = useHomeStyles();
  const t = useT();
  const { api } = useDashboardServices();
  const query = useQuery(openClocksQuery(api));
  // Nothing to show for someone no clock waits on: the card appears when a removal request does.
  if (!query.isError && (query.data?.length ?? 0) === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="home-open-clocks">
      <h2 id="home-open-clocks" className={styles.cardTitle}>
        {t("caseDesk.homeTitle")}
      </h2>
      {query.isError ? (
        <span className={styles.muted}>{t("caseDesk.homeFailed")}</span>
      ) : (
        <ul className={styles.list}>
          {query.data!.map((item) => (
            <li key={item.caseId}>
              <TextLink to="/dashboard/cases/$id" params={{ id: String(item.caseId) }}>
                {t("caseDesk.homeItem", { id: item.caseId, about: caseAbout({ account: item.account, impostorUrl: null }) })}
              </TextLink>{" "}
              <SlaBadge clock={item.clock} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
