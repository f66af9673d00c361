// The lists' Export menu, loaded on its own with the pages' texts: the Units page is the first
// download (its budget), and neither Fluent's Menu nor the pages' catalogue belongs in it.
import { lazy, Suspense } from "react";
import { ensurePageTexts } from "../../i18n/load-catalogue.ts";
import type { ExportMenuProps } from "./export-menu-button.tsx";

const LazyExportMenuButton = lazy(async () => {
  const [module] = await Promise.all([import("./export-menu-button.tsx"), ensurePageTexts()]);
  return { default: module.ExportMenuButton };
});

export function ExportMenu(props: ExportMenuProps) {
  return (
    <Suspense fallback={null}>
      <LazyExportMenuButton {...props} />
    </Suspense>
  );
}
