// Whose language a text is written in. A person's own choice (users.locale) when they made one,
// else the institution's STEWARD_DEFAULT_LOCALE; a stored value this version does not speak counts
// as no choice. Mail decides this when it is queued, from the recipient's row as it is then.
import { isLocale, type Locale } from "@steward/shared";

export function recipientLocale(stored: string | null | undefined, institutionDefault: Locale): Locale {
  return isLocale(stored) ? stored : institutionDefault;
}
