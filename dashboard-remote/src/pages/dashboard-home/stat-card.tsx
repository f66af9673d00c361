import { mergeClasses } from "@fluentui/react-components";
import { Link } from "@tanstack/react-router";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import type { ListLink } from "./home-links.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";

/** One headline figure, linking to the list it counts. */
export function StatCard({ label, value, link, attention = false }: { label: string; value: number; link: ListLink; attention?: boolean }) {
  const styles = useHomeStyles();
  const formats = useFormats();
  const t = useT();
  return (
    <Link to={link.to} search={link.search} className={styles.stat} aria-label={t("home.count", { label, value: formats.number(value) })}>
      {/* Label first in the text, as in the accessible name "Label: value" (WCAG 2.5.3 label in
          name); the figure is still shown on top. */}
      <span className={styles.statLabel}>{label}</span>{" "}
      <span className={mergeClasses(styles.statValue, styles.statValueFirst, attention && value > 0 && styles.warning)}>{formats.number(value)}</span>
    </Link>
  );
}
