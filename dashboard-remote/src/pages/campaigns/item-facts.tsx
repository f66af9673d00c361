// What a reviewer confirms, as it stood when the campaign opened: for an account its
// administrators, managers, two-factor sign-in, password practice and third-party management; for
// an access item the person, the unit and the grant's dates.
import { makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { ROLE_LABELS, type AccessAttestedFacts, type AccountAttestedFacts, type AttestedAdmin, type CampaignItemDoc } from "@steward/shared";
import { useFormats } from "../../components/format/use-formats.tsx";
import { PLATFORM_LABELS, humanize } from "../../texts.ts";
import { CAMPAIGN_TEXTS as T } from "./campaign-texts.ts";

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

const admin = (a: AttestedAdmin | null) => (a ? `${a.name} <${a.email}>, two-factor ${a.twoFactor ? T.on : T.off}` : T.none);

function AccountFacts({ facts }: { facts: AccountAttestedFacts }) {
  return (
    <>
      <Fact term={T.account}>{facts.account.name}</Fact>
      <Fact term={T.platform}>{PLATFORM_LABELS[facts.account.platform] ?? facts.account.platform}</Fact>
      <Fact term={T.accountStatus}>{humanize(facts.account.status)}</Fact>
      <Fact term={T.factUnit}>{facts.unit.name}</Fact>
      <Fact term={T.primaryAdmin} warn={!facts.primaryAdmin}>{admin(facts.primaryAdmin)}</Fact>
      <Fact term={T.backupAdmin} warn={!facts.backupAdmin}>{admin(facts.backupAdmin)}</Fact>
      <Fact term={T.managers}>{facts.managers.length === 0 ? T.none : facts.managers.map((m) => m.name).join(", ")}</Fact>
      <Fact term={T.twoFactor} warn={!facts.twoFactor}>{facts.twoFactor ? T.yes : T.no}</Fact>
      <Fact term={T.passwordPractice} warn={!facts.passwordManagementPractice}>{facts.passwordManagementPractice ?? T.notRecorded}</Fact>
      <Fact term={T.thirdParty}>{facts.thirdPartyManagement === "yes" ? T.yes : T.no}</Fact>
      {facts.thirdPartyManagement === "yes" && (
        <>
          <Fact term={T.thirdPartyProvider}>{facts.thirdPartyProvider || T.notRecorded}</Fact>
          <Fact term={T.thirdPartyContact} warn={!facts.thirdPartyContact}>{facts.thirdPartyContact || T.notRecorded}</Fact>
        </>
      )}
    </>
  );
}

function AccessFacts({ facts }: { facts: AccessAttestedFacts }) {
  const formats = useFormats();
  return (
    <>
      <Fact term={T.person}>{`${facts.user.name} <${facts.user.email}>`}</Fact>
      <Fact term={T.role}>{ROLE_LABELS[facts.user.role]}</Fact>
      <Fact term={T.userStatus} warn={facts.user.status !== "active"}>{humanize(facts.user.status)}</Fact>
      <Fact term={T.factUnit}>{facts.unit.name}</Fact>
      <Fact term={T.accessType}>{humanize(facts.type)}</Fact>
      {facts.type === "temporary" && (
        <>
          <Fact term={T.from}>{formats.date(facts.startDate)}</Fact>
          <Fact term={T.until}>{formats.date(facts.endDate)}</Fact>
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
