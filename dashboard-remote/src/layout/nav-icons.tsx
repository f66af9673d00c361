import {
  AlertUrgent20Regular,
  ArrowImport20Regular,
  Board20Regular,
  BuildingMultiple20Regular,
  ClipboardTaskListLtr20Regular,
  DataBarVertical20Regular,
  DocumentText20Regular,
  History20Regular,
  People20Regular,
  Share20Regular,
} from "@fluentui/react-icons";
import type { Resource } from "@steward/shared";
import type { ReactElement } from "react";

export const NAV_ICONS: Partial<Record<Resource, ReactElement>> = {
  DASHBOARD: <Board20Regular aria-hidden />,
  UNITS: <BuildingMultiple20Regular aria-hidden />,
  USERS: <People20Regular aria-hidden />,
  SOCIAL_MEDIAS: <Share20Regular aria-hidden />,
  POLICIES: <DocumentText20Regular aria-hidden />,
  FLAGS: <AlertUrgent20Regular aria-hidden />,
  AUDIT_LOGS: <History20Regular aria-hidden />,
  CAMPAIGNS: <ClipboardTaskListLtr20Regular aria-hidden />,
};

/** Entries that share a resource with another (Reports reads units) have their own icon. */
export const NAV_ROUTE_ICONS: Readonly<Record<string, ReactElement>> = {
  "/dashboard/reports": <DataBarVertical20Regular aria-hidden />,
  "/dashboard/imports": <ArrowImport20Regular aria-hidden />,
  // The flags' icon: no new icon joins the first download.
  "/dashboard/incidents": <AlertUrgent20Regular aria-hidden />,
};
