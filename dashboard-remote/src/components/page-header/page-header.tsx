// The product's one page header: the title on the left, the page's actions on the right (the
// primary action last), also when a narrow screen puts them on a line of their own.
import { mergeClasses } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { usePageHeaderStyles } from "./page-header.styles.ts";

export interface PageHeaderProps {
  title: string;
  /** Buttons, the primary one last. */
  actions?: ReactNode;
  /** Beside the title: a short explanation of the page's term (components/help/term-info.tsx). */
  help?: ReactNode;
  className?: string;
}

export function PageHeader({ title, actions, help, className }: PageHeaderProps) {
  const styles = usePageHeaderStyles();
  return (
    <header className={mergeClasses(styles.root, className)}>
      {help ? (
        <span className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {help}
        </span>
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
