// The signed-in person's own pages, under their name in the sidebar: their notification settings,
// and for super admins the webhooks (issue 19).
import { Alert20Regular, PlugConnected20Regular } from "@fluentui/react-icons";
import { isSuperAdmin, type Role } from "@steward/shared";
import type { ReactNode } from "react";

export const SIDEBAR_TEXTS = {
  yourSettings: "Your settings",
  notifications: "Notifications",
  webhooks: "Webhooks",
} as const;

export interface UserLink {
  label: string;
  route: string;
  icon: ReactNode;
}

export function userLinksFor(role: Role): UserLink[] {
  return [
    { label: SIDEBAR_TEXTS.notifications, route: "/dashboard/notifications", icon: <Alert20Regular /> },
    ...(isSuperAdmin(role) ? [{ label: SIDEBAR_TEXTS.webhooks, route: "/dashboard/webhooks", icon: <PlugConnected20Regular /> }] : []),
  ];
}
