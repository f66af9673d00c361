// The product's only Fluent Badge: Fluent's own keeps a fixed height but lets its words wrap (or a
// flex row squeeze it), so a long label ran onto a second line outside the badge. Import this, not
// Fluent's Badge (one-line-badge.test.ts holds the rule); StatusBadge shares the same style.
import { Badge, mergeClasses, type BadgeProps } from "@fluentui/react-components";
import { useOneLineBadgeStyles } from "./badge.styles.ts";

export function OneLineBadge({ className, ...props }: BadgeProps) {
  const styles = useOneLineBadgeStyles();
  return <Badge {...props} data-badge="" className={mergeClasses(styles.root, className)} />;
}
