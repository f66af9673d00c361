import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { LazyFailureExplanation } from "./failure/lazy-failure-explanation.tsx";
import { useT } from "../i18n/i18n-context.ts";

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
  const t = useT();
  const styles = useStyles();
  const router = useRouter();
  return (
    <div className={styles.root} role="alert">
      <h1 className={styles.title}>{t("common.somethingWentWrong")}</h1>
      {/* In words, with the code small for support: never the bare code (issue 29). */}
      <p className={styles.detail}>
        <LazyFailureExplanation error={error} />
      </p>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t("common.retry")}
      </Button>
    </div>
  );
}
