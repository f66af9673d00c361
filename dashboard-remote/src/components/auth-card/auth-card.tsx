import { PRODUCT_NAME } from "@steward/shared";
import { useId, type ReactNode } from "react";
import { useAuthCardStyles } from "./auth-card.styles.ts";

export interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of the pages shown before signing in. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  const styles = useAuthCardStyles();
  const titleId = useId();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.productName}>{PRODUCT_NAME}</span>
        <h1 className={styles.title} id={titleId}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </main>
  );
}

export function useAuthFormClass(): string {
  return useAuthCardStyles().form;
}
