import { Toast, ToastTitle, useToastController, type ToastIntent } from "@fluentui/react-components";
import { createContext, useCallback, useContext, useMemo } from "react";

export const ToasterIdContext = createContext<string>("steward-toaster");

export interface Notify {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
}

export function useNotify(): Notify {
  const toasterId = useContext(ToasterIdContext);
  const { dispatchToast } = useToastController(toasterId);
  const show = useCallback(
    (intent: ToastIntent, text: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent },
      ),
    [dispatchToast],
  );
  return useMemo(
    () => ({
      success: (text: string) => show("success", text),
      error: (text: string) => show("error", text),
      warning: (text: string) => show("warning", text),
    }),
    [show],
  );
}
