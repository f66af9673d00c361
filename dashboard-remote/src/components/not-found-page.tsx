import { makeStyles, tokens } from "@fluentui/react-components";
import { TextLink } from "./link/text-link.tsx";
import { useT } from "../i18n/i18n-context.ts";

const useStyles = makeStyles({
  root: { padding: tokens.spacingHorizontalXL },
});

export function NotFoundPage() {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <h1>{t("common.pageNotFound")}</h1>
      <p>{t("common.pageNotFoundText")}</p>
      <TextLink to="/dashboard">{t("common.goToDashboard")}</TextLink>
    </div>
  );
}
