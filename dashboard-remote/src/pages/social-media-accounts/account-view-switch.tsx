// The "My accounts" (a unit admin's "My units") / "All accounts" switch above the accounts list.
import { Tab, TabList, makeStyles, tokens } from "@fluentui/react-components";
import type { Role } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";
import type { AccountView } from "./account-views.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, marginBlockEnd: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export function AccountViewSwitch({ view, role, attentionFirst, onChange }: { view: AccountView; role: Role; attentionFirst: boolean; onChange(view: AccountView): void }) {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <TabList size="small" selectedValue={view} aria-label={t("dailyWork.views.label")} onTabSelect={(_e, data) => onChange(data.value as AccountView)}>
        <Tab value="mine">{role === "unit_admin" ? t("dailyWork.views.myUnits") : t("dailyWork.views.mine")}</Tab>
        <Tab value="all">{t("dailyWork.views.all")}</Tab>
      </TabList>
      {attentionFirst && <span className={styles.note}>{t("dailyWork.views.attentionFirst")}</span>}
    </div>
  );
}
