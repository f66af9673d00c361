import { makeStyles, tokens } from "@fluentui/react-components";
import { TextLink } from "./link/text-link.tsx";
import { LABELS } from "../texts.ts";

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXL },
});

export function NotFoundPage() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <h1>{LABELS.pageNotFound}</h1>
      <p>{LABELS.pageNotFoundText}</p>
      <TextLink to="/dashboard">{LABELS.goToDashboard}</TextLink>
    </div>
  );
}
