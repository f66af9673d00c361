// A new super admin's first steps (issue 33): each item ticked from the institution's real state
// (the lists' counts, the published policy, the sign-in offer, the accounts' total, a committed
// import), each linking
// to where it is done. Gone once everything is done, or once its reader hides it: hiding is kept
// per person in this browser (the key carries their id), so another admin still sees it.
import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { CheckmarkCircle20Filled, Circle20Regular } from "@fluentui/react-icons";
import { isSuperAdmin } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCurrentUser } from "../../components/current-user.ts";
import { TextLink } from "../../components/link/text-link.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { providersQuery } from "../../data/identity-queries.ts";
import { currentPolicyQuery } from "../../data/other-queries.ts";
import { unitListQuery } from "../../data/units-queries.ts";
import { userListQuery } from "../../data/users-queries.ts";
import { committedImportsQuery } from "../../data/setup-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useHomeStyles } from "./dashboard-home.styles.ts";

const useStyles = makeStyles({
  header: { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: tokens.spacingHorizontalS },
  items: { listStyleType: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  item: { display: "grid", gridTemplateColumns: "20px 1fr", columnGap: tokens.spacingHorizontalS, alignItems: "start" },
  done: { color: tokens.colorPaletteGreenForeground1 },
  todo: { color: tokens.colorNeutralForeground3 },
  text: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, minWidth: 0 },
  section: { marginBottom: tokens.spacingVerticalL },
});

export const checklistDismissKey = (userId: number) => `steward.setupChecklist.hidden.${userId}`;

function readHidden(userId: number): boolean {
  try {
    return globalThis.localStorage?.getItem(checklistDismissKey(userId)) === "1";
  } catch {
    return false;
  }
}

interface Item {
  id: string;
  label: string;
  done: boolean;
  to?: string;
  how?: string;
}

export function SetupChecklist({ accounts }: { accounts: number }) {
  const user = useCurrentUser();
  const [hidden, setHidden] = useState(() => readHidden(user.id));
  if (!isSuperAdmin(user.role) || hidden) return null;
  return (
    <ChecklistCard
      accounts={accounts}
      onHide={() => {
        try {
          globalThis.localStorage?.setItem(checklistDismissKey(user.id), "1");
        } catch {
          // A browser that keeps nothing: hidden for this visit only.
        }
        setHidden(true);
      }}
    />
  );
}

function ChecklistCard({ accounts, onHide }: { accounts: number; onHide(): void }) {
  const t = useT();
  const styles = useStyles();
  const home = useHomeStyles();
  const { api } = useDashboardServices();
  const units = useQuery(unitListQuery(api, { limit: 1 })).data;
  const unitAdmins = useQuery(userListQuery(api, { role: ["unit_admin"], limit: 1 })).data;
  const policy = useQuery(currentPolicyQuery(api)).data;
  const providers = useQuery(providersQuery(api)).data;
  const imported = useQuery(committedImportsQuery(api)).data;
  if (!units || !unitAdmins || !policy || !providers || imported === undefined) return null;
  const items: Item[] = [
    { id: "unit", label: t("dailyWork.checklist.firstUnit"), done: units.totalDocs > 0, to: "/dashboard/units/create" },
    { id: "unitAdmin", label: t("dailyWork.checklist.firstUnitAdmin"), done: unitAdmins.totalDocs > 0, to: "/dashboard/users/create" },
    { id: "policy", label: t("dailyWork.checklist.policy"), done: policy.policy !== null, to: "/dashboard/policies" },
    { id: "identity", label: t("dailyWork.checklist.identityProvider"), done: providers.providers.length > 0, to: "/dashboard/identity-provider" },
    { id: "accounts", label: t("dailyWork.checklist.accounts"), done: accounts > 0, to: "/dashboard/social-media-accounts" },
    { id: "import", label: t("dailyWork.checklist.import"), done: imported > 0, to: "/dashboard/imports/new", how: t("dailyWork.checklist.importHow") },
  ];
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <section className={`${home.card} ${styles.section}`} aria-labelledby="setup-checklist-title">
      <div className={styles.header}>
        <h2 id="setup-checklist-title" className={home.cardTitle}>
          {t("dailyWork.checklist.title")}
        </h2>
        <Button size="small" appearance="subtle" onClick={onHide}>
          {t("dailyWork.checklist.dismiss")}
        </Button>
      </div>
      <p className={home.muted}>
        {t("dailyWork.checklist.intro")} {t("dailyWork.checklist.progress", { done, total: items.length })}
      </p>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-item={item.id} data-done={item.done}>
            {item.done ? <CheckmarkCircle20Filled className={styles.done} aria-hidden /> : <Circle20Regular className={styles.todo} aria-hidden />}
            <span className={styles.text}>
              <span>
                <span className={home.muted}>{item.done ? t("dailyWork.checklist.done") : t("dailyWork.checklist.todo")}: </span>
                {item.to && !item.done ? <TextLink to={item.to}>{item.label}</TextLink> : item.label}
              </span>
              {item.how && !item.done && <span className={home.muted}>{item.how}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
