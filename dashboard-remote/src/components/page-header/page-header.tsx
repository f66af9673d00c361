import { mergeClasses } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { usePageHeaderStyles } from "./page-header.styles.ts";

export interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, actions, className }: PageHeaderProps) {
  const styles = usePageHeaderStyles();
  return (
    <header className={mergeClasses(styles.root, className)}>
      <h1 className={styles.title}>{title}</h1>
      {actions}
    </header>
  );
}
