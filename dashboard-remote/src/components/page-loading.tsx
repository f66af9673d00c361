import { useT } from "../i18n/i18n-context.ts";

/**
 * What a page shows while its code or its data is on the way, instead of a blank area. Plain
 * markup: it is part of the first download.
 */
export function PageLoading() {
  const t = useT();
  return (
    <p role="status" style={{ padding: "16px 0" }}>
      {t("common.loading")}
    </p>
  );
}
