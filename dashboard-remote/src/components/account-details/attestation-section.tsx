// Verified status of an account (issue 18): when it was last attested in a recertification campaign
// and until when that counts (twelve months, while the account is active).
import type { SocialMediaDetailDoc } from "@steward/shared";
import { useFormats } from "../format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { FactList, Section } from "./fact-list.tsx";
import { TermInfo } from "../help/term-info.tsx";

export function AttestationSection({ account }: { account: SocialMediaDetailDoc }) {
  const formats = useFormats();
  const t = useT();
  return (
    <Section title={t("socialMedia.attestation.title")}>
      <FactList
        facts={[
          [t("socialMedia.attestation.status"), <>{account.attested ? t("socialMedia.attestation.attested") : t("socialMedia.attestation.notAttested")} <TermInfo term="attested" /></>],
          [t("socialMedia.attestation.lastAttested"), account.lastAttestedAt ? formats.dateTime(account.lastAttestedAt) : t("socialMedia.attestation.never")],
          [t("socialMedia.attestation.validUntil"), account.attestedUntil ? (account.attested ? formats.date(account.attestedUntil) : t("socialMedia.attestation.ended", { date: formats.date(account.attestedUntil) })) : "—"],
        ]}
      />
    </Section>
  );
}
