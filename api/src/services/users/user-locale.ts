// A user as answered: `locale` always said (issue 31). The row keeps only a person's own choice
// (null: none), so a change of STEWARD_DEFAULT_LOCALE reaches everyone who never chose; answers
// fill the default in here, and the contract (publicUserSchema) makes a forgotten one a type error.
import type { Locale, PublicUser } from "@steward/shared";

export type Spoken<U extends PublicUser> = U & { locale: Locale };

export function spoken<U extends PublicUser>(user: U, defaultLocale: Locale): Spoken<U> {
  return { ...user, locale: user.locale ?? defaultLocale };
}
