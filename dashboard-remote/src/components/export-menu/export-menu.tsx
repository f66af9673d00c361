// The lists' Export menu, loaded on its own with the pages' texts once the list has answered: the
// Units page is the first download (its budget), and neither Fluent's Menu nor the pages'
// catalogue may hold up its rows.
import { lazy, Suspense, useEffect, useState } from "react";
import { ensurePageTexts } from "../../i18n/load-catalogue.ts";
import type { ExportMenuProps } from "./export-menu-button.tsx";

const LazyExportMenuButton = lazy(async () => {
  const [module] = await Promise.all([import("./export-menu-button.tsx"), ensurePageTexts()]);
  return { default: module.ExportMenuButton };
});

/**
 * After the rows, once the page has settled: what the first screen downloads stays the rows' own
 * (the menu, its positioning and the pages' texts are about 50 KB gzipped).
 */
const AFTER_ROWS_MS = 1500;

export function ExportMenu({ ready = true, ...props }: ExportMenuProps & { ready?: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    const timer = setTimeout(() => setShown(true), AFTER_ROWS_MS);
    return () => clearTimeout(timer);
  }, [ready, shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyExportMenuButton {...props} />
    </Suspense>
  );
}
