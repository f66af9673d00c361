import { makeStyles, tokens } from "@fluentui/react-components";

const useStyles = makeStyles({
  alert: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorNeutralForeground1,
    whiteSpace: "pre-line",
  },
});

/** A form-level error, announced when it appears. Plain markup: the sign-in page loads before anything else. */
export function FormAlert({ text }: { text: string | null }) {
  const styles = useStyles();
  if (!text) return null;
  return (
    <div role="alert" className={styles.alert}>
      {text}
    </div>
  );
}
