// The signed-in person's own pages, under their name in the sidebar: their notification settings,
// and for super admins the webhooks (issue 19). Their language is chosen beside them.
import { Alert20Regular, PlugConnected20Regular } from "@fluentui/react-icons";
import { isSuperAdmin, type Role } from "@steward/shared";
import type { ReactNode } from "react";
import type { DashboardKey } from "../i18n/load-catalogue.ts";

export interface UserLink {
  label: DashboardKey;
  route: string;
  icon: ReactNode;
}

export function userLinksFor(role: Role): UserLink[] {
  return [
    { label: "shell.notifications", route: "/dashboard/notifications", icon: <Alert20Regular /> },
    ...(isSuperAdmin(role) ? [{ label: "shell.webhooks" as const, route: "/dashboard/webhooks", icon: <PlugConnected20Regular /> }] : []),
  ];
}
