import { createContext, useContext } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "./api/api-client.ts";
import type { NotificationQueue } from "./notifications/notification-queue.ts";

/** What the pages need from the outside world; tests pass fakes for each. */
export interface DashboardServices {
  api: ApiClient;
  /** Server state: every read and write of the pages goes through it. */
  queryClient: QueryClient;
  notifications: NotificationQueue;
  /** Leaves the single-page app for a server URL (sign out). */
  leaveTo(url: string): void;
  /** Where sign-out returns to, when not the server's own /sign-in (an embedding page). */
  signInUrl?: string;
  /** Tells the embedding page the signed-in person's unread inbox count (mount's onUnreadCountChange). */
  reportUnreadCount?: (count: number) => void;
}

export const DashboardServicesContext = createContext<DashboardServices | null>(null);

export function useDashboardServices(): DashboardServices {
  const services = useContext(DashboardServicesContext);
  if (!services) throw new Error("useDashboardServices must be used inside <Dashboard>");
  return services;
}
