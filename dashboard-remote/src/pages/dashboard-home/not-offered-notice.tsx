// The reason a route guard gave for sending the person here (routes/not-offered.ts), shown at the
// top of the home page. It lives with the home page, so the lists' first download does not carry it.
import { useRouterState } from "@tanstack/react-router";
import { NoticeLine } from "../../components/notice-line/notice-line.tsx";
import { useT } from "../../i18n/i18n-context.ts";

/** Shown at the top of the dashboard's content after such a redirect. */
export function NotOfferedNotice() {
  const t = useT();
  const text = useRouterState({ select: (state) => state.location.state.notOffered });
  if (!text) return null;
  return (
    <NoticeLine intent="warning" role="alert">
      <strong>{t("notOffered.title")}.</strong> {text}
    </NoticeLine>
  );
}
