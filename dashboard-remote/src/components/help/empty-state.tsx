// What an empty list says (issue 33): what to do next, with the action's button when the reader
// may take it; when filters or a search emptied it, how to see everything again.
import { Button, makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { TableSearch } from "../data-table/table-search.ts";
import { TABLE_SEARCH_DEFAULTS } from "../data-table/table-search.ts";
import { useT } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", alignItems: "center", gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalM },
  text: { margin: 0, maxWidth: "60ch", whiteSpace: "normal", color: tokens.colorNeutralForeground2 },
});

export interface EmptyAction {
  label: string;
  onClick(): void;
}

export function EmptyState({ text, action }: { text: ReactNode; action?: EmptyAction | false | undefined }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <p className={styles.text}>{text}</p>
      {action && (
        <Button appearance="primary" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

/** Whether a search or a filter (other than the ones named in `except`) narrows the list. */
export function isNarrowed(search: Pick<TableSearch, "search" | "filters">, except: readonly string[] = []): boolean {
  return search.search.trim() !== "" || search.filters.some((f) => !except.includes(f.id) && f.value.length > 0);
}

/**
 * The empty list's message: the page's own when nothing narrows it, else "nothing matches" with a
 * button that clears the filters and the search (keeping the filters named in `keep`).
 */
export function useListEmptyState(search: TableSearch, onStateChange: (next: TableSearch) => void, whenEmpty: ReactNode, keep: readonly string[] = []): ReactNode {
  const t = useT();
  if (!isNarrowed(search, keep)) return whenEmpty;
  const clear = () => onStateChange({ ...TABLE_SEARCH_DEFAULTS, pageSize: search.pageSize, hidden: search.hidden, filters: search.filters.filter((f) => keep.includes(f.id)) });
  return <EmptyState text={t("dailyWork.empty.filtered")} action={{ label: t("dailyWork.empty.clear"), onClick: clear }} />;
}
