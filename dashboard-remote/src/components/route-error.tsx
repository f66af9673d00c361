import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from "@fluentui/react-components";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { LABELS } from "../texts.ts";

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXL },
});

export function RouteError({ error, reset }: ErrorComponentProps) {
  const styles = useStyles();
  const router = useRouter();
  return (
    <div className={styles.root}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{LABELS.somethingWentWrong}</MessageBarTitle>
          {error instanceof Error ? error.message : null}
        </MessageBarBody>
      </MessageBar>
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
