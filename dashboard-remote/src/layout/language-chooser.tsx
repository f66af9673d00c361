// The signed-in person's language (issue 31), among their own settings in the sidebar. Choosing one
// saves it on their record (PATCH /api/users/me) and puts the answer in the who-am-I cache: the
// dashboard's language follows that cache, so it switches at once, with nothing reloaded and
// nothing on screen lost. Embedded with a portal's language, that language wins, and this says so.
import { Field, makeStyles, tokens } from "@fluentui/react-components";
import { LOCALE_NAMES, LOCALES, isLocale, type Locale, type PublicUser } from "@steward/shared";
import { useState } from "react";
import { updateMe } from "../api/auth-api.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { queryKeys } from "../data/query-keys.ts";
import { translatorFor, useLocale, useT } from "../i18n/i18n-context.ts";
import { isLoaded, loadBundle } from "../i18n/load-catalogue.ts";
import { useNotify } from "../notifications/use-notify.ts";
import { usePortalLocale } from "./portal-locale.ts";

const useStyles = makeStyles({
  root: { padding: `0 ${tokens.spacingHorizontalS}` },
  portal: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // A native select, styled like Fluent's: Fluent's Select would add to the first download (its budget).
  select: {
    width: "100%",
    minHeight: "32px",
    padding: `0 ${tokens.spacingHorizontalS}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    ":disabled": { color: tokens.colorNeutralForegroundDisabled, cursor: "not-allowed" },
  },
});

export function LanguageChooser() {
  const styles = useStyles();
  const t = useT();
  const locale = useLocale();
  const portalLocale = usePortalLocale();
  const { api, queryClient } = useDashboardServices();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  if (portalLocale) {
    return (
      <div className={styles.root}>
        <p className={styles.portal}>{t("language.setByPortal", { language: LOCALE_NAMES[portalLocale] })}</p>
      </div>
    );
  }

  const choose = async (next: Locale) => {
    if (next === locale) return;
    setSaving(true);
    try {
      const { user } = await updateMe(api, { locale: next });
      // The new language's texts first (the bundles the old one had), so the confirmation is said
      // in it and the whole dashboard switches in one step.
      await Promise.all([loadBundle(next, "core"), isLoaded(locale, "pages") ? loadBundle(next, "pages") : undefined]);
      queryClient.setQueryData<PublicUser | null>(queryKeys.session.me(), (current) => ({ ...current, ...user, locale: next }));
      notify.success(translatorFor(next)("language.saved"));
    } catch {
      notify.error(t("language.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Field className={styles.root} label={t("language.label")} hint={t("language.hint")}>
      {(fieldProps) => (
        <select
          {...fieldProps}
          className={styles.select}
          value={locale}
          disabled={saving}
          onChange={(event) => {
            if (isLocale(event.target.value)) void choose(event.target.value);
          }}
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
