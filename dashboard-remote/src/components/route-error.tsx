import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { LABELS } from "../texts.ts";

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, color: tokens.colorNeutralForeground3 },
});

export function RouteError({ error, reset }: ErrorComponentProps) {
  const styles = useStyles();
  const router = useRouter();
  return (
    <div className={styles.root} role="alert">
      <h1 className={styles.title}>{LABELS.somethingWentWrong}</h1>
      {error instanceof Error && <p className={styles.detail}>{error.message}</p>}
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {LABELS.retry}
      </Button>
    </div>
  );
}
