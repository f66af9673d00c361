import { DrawerBody, OverlayDrawer } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { useDashboardLayoutStyles } from "./dashboard-layout.styles.ts";
import { useT } from "../i18n/i18n-context.ts";

export interface MobileSidebarDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

export function MobileSidebarDrawer({ open, onOpenChange, children }: MobileSidebarDrawerProps) {
  const t = useT();
  const styles = useDashboardLayoutStyles();
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      position="start"
      aria-label={t("common.mainNavigation")}
    >
      <DrawerBody className={styles.drawerBody}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}

export default MobileSidebarDrawer;
