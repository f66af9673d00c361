// The Export menu itself (CSV, XLSX). The file is fetched by the API client, so the embedding
// page's bearer token goes along as on every call (a bare link would carry the cookie only), and
// saved as a download named by the server (the list and the day).
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, Spinner } from "@fluentui/react-components";
import { ArrowDownload20Regular } from "@fluentui/react-icons";
import type { SheetFormat } from "@steward/shared";
import { useState } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { saveFile } from "./save-file.ts";

export interface ExportMenuProps {
  /** The export's path for a format, built from the page's own query. */
  path: (format: SheetFormat) => string;
}

export function ExportMenuButton({ path }: ExportMenuProps) {
  const { api } = useDashboardServices();
  const t = useT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function download(format: SheetFormat) {
    setBusy(true);
    try {
      const { blob, fileName } = await api.file(path(format));
      saveFile(blob, fileName ?? `steward-export.${format}`);
    } catch {
      notify.error(t("sheets.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="secondary" icon={busy ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={busy} aria-busy={busy}>
          {busy ? t("sheets.exporting") : t("sheets.export")}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void download("csv")}>{t("sheets.csv")}</MenuItem>
          <MenuItem onClick={() => void download("xlsx")}>{t("sheets.xlsx")}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
