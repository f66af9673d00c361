// Verified status of an account (issue 18): when it was last attested in a recertification campaign
// and until when that counts (twelve months, while the account is active).
import type { SocialMediaDetailDoc } from "@steward/shared";
import { useFormats } from "../format/use-formats.tsx";
import { FactList, Section } from "./fact-list.tsx";

export const ATTESTATION_TEXTS = {
  title: "Verified Status",
  status: "Status",
  attested: "Attested",
  notAttested: "Not attested",
  lastAttested: "Last attested",
  validUntil: "Valid until",
  never: "Never attested",
  ended: (date: string) => `${date} (ended)`,
} as const;

export function AttestationSection({ account }: { account: SocialMediaDetailDoc }) {
  const formats = useFormats();
  const T = ATTESTATION_TEXTS;
  return (
    <Section title={T.title}>
      <FactList
        facts={[
          [T.status, account.attested ? T.attested : T.notAttested],
          [T.lastAttested, account.lastAttestedAt ? formats.dateTime(account.lastAttestedAt) : T.never],
          [T.validUntil, account.attestedUntil ? (account.attested ? formats.date(account.attestedUntil) : T.ended(formats.date(account.attestedUntil))) : "—"],
        ]}
      />
    </Section>
  );
}
