// The reason a route guard gave for sending the person here (routes/not-offered.ts), shown at the
// top of the home page. It lives with the home page, so the lists' first download does not carry it.
import { NOT_OFFERED_TEXTS as T } from "@steward/shared";
import { useRouterState } from "@tanstack/react-router";
import { NoticeLine } from "../../components/notice-line/notice-line.tsx";

/** Shown at the top of the dashboard's content after such a redirect. */
export function NotOfferedNotice() {
  const text = useRouterState({ select: (state) => state.location.state.notOffered });
  if (!text) return null;
  return (
    <NoticeLine intent="warning" role="alert">
      <strong>{T.title}.</strong> {text}
    </NoticeLine>
  );
}
