import type { ReactNode } from "react";
import { useAccountDetailsStyles } from "./account-details.styles.ts";

export function FactList({ facts }: { facts: readonly [string, ReactNode][] }) {
  const styles = useAccountDetailsStyles();
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useAccountDetailsStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 style={{ margin: 0 }}>{title}</h3>
      {children}
    </section>
  );
}
