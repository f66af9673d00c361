// A plain one-line notice above a page's content, not Fluent's MessageBar: it is part of the lists'
// first download (the saved row) and of the home page's top (a page not offered).
import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  line: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
  },
  success: { border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusSuccessBorder1}`, backgroundColor: tokens.colorStatusSuccessBackground1 },
  warning: { border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`, backgroundColor: tokens.colorStatusWarningBackground1 },
});

export function NoticeLine({ intent, role, children }: { intent: "success" | "warning"; role: "status" | "alert"; children: ReactNode }) {
  const styles = useStyles();
  return (
    <p role={role} className={mergeClasses(styles.line, styles[intent])}>
      {children}
    </p>
  );
}
