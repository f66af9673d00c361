import { useMemo } from "react";
import { useDashboardServices } from "../dashboard-services.tsx";

export interface Notify {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
}

export function useNotify(): Notify {
  const { notifications } = useDashboardServices();
  return useMemo(
    () => ({
      success: (text: string) => notifications.push("success", text),
      error: (text: string) => notifications.push("error", text),
      warning: (text: string) => notifications.push("warning", text),
    }),
    [notifications],
  );
}
