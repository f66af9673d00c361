// What a reviewer confirms, as it stood when the campaign opened: for an account its
// administrators, managers, two-factor sign-in, password practice and third-party management; for
// an access item the person, the unit and the grant's dates.
import { makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { AccessAttestedFacts, AccountAttestedFacts, AttestedAdmin, CampaignItemDoc } from "@steward/shared";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT, type T } from "../../i18n/i18n-context.ts";
import { humanize } from "../../texts.ts";

const useStyles = makeStyles({
  list: { display: "grid", gridTemplateColumns: "minmax(120px, max-content) 1fr", columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: "anywhere" },
  warn: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

function Fact({ term, children, warn = false }: { term: string; children: ReactNode; warn?: boolean }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={warn ? `${styles.value} ${styles.warn}` : styles.value}>{children}</dd>
    </>
  );
}

const admin = (t: T, a: AttestedAdmin | null) =>
  a ? t("campaigns.adminFacts", { person: `${a.name} <${a.email}>`, twoFactor: t(a.twoFactor ? "campaigns.on" : "campaigns.off") }) : t("campaigns.none");

/** A value's label, or the value made readable when the catalogue has none for it. */
function labelOr(t: T, key: string, value: string): string {
  const label = t(key as Parameters<T>[0]);
  return label === key ? humanize(value) : label;
}

function AccountFacts({ facts }: { facts: AccountAttestedFacts }) {
  const t = useT();
  return (
    <>
      <Fact term={t("campaigns.account")}>{facts.account.name}</Fact>
      <Fact term={t("campaigns.platform")}>{labelOr(t, `platforms.${facts.account.platform}`, facts.account.platform)}</Fact>
      <Fact term={t("campaigns.accountStatus")}>{labelOr(t, `home.status.${facts.account.status}`, facts.account.status)}</Fact>
      <Fact term={t("campaigns.factUnit")}>{facts.unit.name}</Fact>
      <Fact term={t("campaigns.primaryAdmin")} warn={!facts.primaryAdmin}>{admin(t, facts.primaryAdmin)}</Fact>
      <Fact term={t("campaigns.backupAdmin")} warn={!facts.backupAdmin}>{admin(t, facts.backupAdmin)}</Fact>
      <Fact term={t("campaigns.managers")}>{facts.managers.length === 0 ? t("campaigns.none") : facts.managers.map((m) => m.name).join(", ")}</Fact>
      <Fact term={t("campaigns.twoFactor")} warn={!facts.twoFactor}>{facts.twoFactor ? t("campaigns.yes") : t("campaigns.no")}</Fact>
      <Fact term={t("campaigns.passwordPractice")} warn={!facts.passwordManagementPractice}>{facts.passwordManagementPractice ? labelOr(t, `campaigns.passwordPractices.${facts.passwordManagementPractice}`, facts.passwordManagementPractice) : t("campaigns.notRecorded")}</Fact>
      <Fact term={t("campaigns.thirdParty")}>{facts.thirdPartyManagement === "yes" ? t("campaigns.yes") : t("campaigns.no")}</Fact>
      {facts.thirdPartyManagement === "yes" && (
        <>
          <Fact term={t("campaigns.thirdPartyProvider")}>{facts.thirdPartyProvider || t("campaigns.notRecorded")}</Fact>
          <Fact term={t("campaigns.thirdPartyContact")} warn={!facts.thirdPartyContact}>{facts.thirdPartyContact || t("campaigns.notRecorded")}</Fact>
        </>
      )}
    </>
  );
}

function AccessFacts({ facts }: { facts: AccessAttestedFacts }) {
  const formats = useFormats();
  const t = useT();
  return (
    <>
      <Fact term={t("campaigns.person")}>{`${facts.user.name} <${facts.user.email}>`}</Fact>
      <Fact term={t("campaigns.role")}>{t(`roles.${facts.user.role}`)}</Fact>
      <Fact term={t("campaigns.userStatus")} warn={facts.user.status !== "active"}>{labelOr(t, `campaigns.personStatus.${facts.user.status}`, facts.user.status)}</Fact>
      <Fact term={t("campaigns.factUnit")}>{facts.unit.name}</Fact>
      <Fact term={t("campaigns.accessType")}>{labelOr(t, `campaigns.accessTypes.${facts.type}`, facts.type)}</Fact>
      {facts.type === "temporary" && (
        <>
          <Fact term={t("campaigns.from")}>{formats.date(facts.startDate)}</Fact>
          <Fact term={t("campaigns.until")}>{formats.date(facts.endDate)}</Fact>
        </>
      )}
    </>
  );
}

export function ItemFacts({ item, id }: { item: CampaignItemDoc; id?: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} id={id}>
      {item.kind === "account" ? <AccountFacts facts={item.facts as AccountAttestedFacts} /> : <AccessFacts facts={item.facts as AccessAttestedFacts} />}
    </dl>
  );
}
