// What one result says: its name, and what tells it apart from another of the same name (where a
// unit sits, a person's e-mail, an account's handle and platform, a flag's account and severity, a
// campaign's state and due date).
import type { AccountHit, CampaignHit, FlagHit, PersonHit, SearchKind, UnitHit } from "@steward/shared";
import type { T } from "../../i18n/i18n-context.ts";
import { platformLabel } from "../account-details/platform-badge.tsx";

export type SearchHit = UnitHit | PersonHit | AccountHit | FlagHit | CampaignHit;

export function hitTexts(t: T, kind: SearchKind, hit: SearchHit, formatDate: (date: string) => string): { primary: string; secondary: string } {
  switch (kind) {
    case "units": {
      const unit = hit as UnitHit;
      return { primary: unit.name, secondary: unit.pathNames.length > 0 ? unit.pathNames.join(" › ") : t("search.topLevel") };
    }
    case "people": {
      const person = hit as PersonHit;
      return { primary: person.name, secondary: `${person.email} · ${t(`roles.${person.role}`)}` };
    }
    case "accounts": {
      const account = hit as AccountHit;
      const handle = account.handle ? `${account.handle} · ` : "";
      return { primary: account.name, secondary: `${handle}${platformLabel(t, account.platform)}${account.byAddress ? ` · ${t("search.byAddress")}` : ""}` };
    }
    case "flags": {
      const flag = hit as FlagHit;
      return { primary: `${flag.socialMedia.name}: ${t(`flags.categories.${flag.category}`)}`, secondary: `${t(`flags.severities.${flag.severity}`)} · ${t(`flags.statuses.${flag.status}`)}` };
    }
    case "campaigns": {
      const campaign = hit as CampaignHit;
      return { primary: campaign.name, secondary: `${t(`campaignStatus.${campaign.status}`)} · ${t("search.due", { date: formatDate(campaign.dueDate) })}` };
    }
  }
}
