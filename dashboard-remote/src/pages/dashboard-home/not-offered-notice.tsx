// The reason a route guard gave for sending the person here (routes/not-offered.ts), shown at the
// top of the home page. It lives with the home page, so the lists' first download does not carry it.
import { makeStyles, tokens } from "@fluentui/react-components";
import { NOT_OFFERED_TEXTS as T } from "@steward/shared";
import { useRouterState } from "@tanstack/react-router";

// A plain warning line, as light as the rest of the home page's top.
const useStyles = makeStyles({
  notice: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
  },
});

/** Shown at the top of the dashboard's content after such a redirect. */
export function NotOfferedNotice() {
  const styles = useStyles();
  const text = useRouterState({ select: (state) => state.location.state.notOffered });
  if (!text) return null;
  return (
    <p role="alert" className={styles.notice}>
      <strong>{T.title}.</strong> {text}
    </p>
  );
}
