// A horizontal bar chart drawn in SVG, one link per bar: each bar leads to the list it counts.
import { tokens } from "@fluentui/react-components";
import { Link } from "@tanstack/react-router";
import { useHomeStyles } from "./dashboard-home.styles.ts";
import type { ListLink } from "./home-links.ts";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export interface Bar {
  key: string;
  label: string;
  value: number;
  link: ListLink;
  color?: string;
}

export function BarList({ label, bars }: { label: string; bars: readonly Bar[] }) {
  const styles = useHomeStyles();
  const formats = useFormats();
  const t = useT();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className={styles.bars} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key}>
          <Link to={bar.link.to} search={bar.link.search} className={styles.barLink} aria-label={t("home.count", { label: bar.label, value: formats.number(bar.value) })}>
            {/* The space keeps the visible text "Label value" a phrase of the accessible name "Label: value" (WCAG 2.5.3). */}
            <span>{bar.label}</span>{" "}
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" width="100%" height="12" aria-hidden focusable="false">
              <rect x="0" y="0" width="100" height="10" rx="2" fill={tokens.colorNeutralBackground3} />
              <rect x="0" y="0" width={(bar.value / max) * 100} height="10" rx="2" fill={bar.color ?? tokens.colorBrandBackground} />
            </svg>
            <span className={styles.barValue}>{formats.number(bar.value)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
