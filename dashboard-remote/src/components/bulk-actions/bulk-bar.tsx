// The bar above a list with chosen rows: how many are chosen (announced), widening the choice to
// the page or to every record the filter matches, clearing it, and the actions the viewer may take.
// The dialog that checks and confirms an action loads when one is picked.
import { Button, makeStyles, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens } from "@fluentui/react-components";
import { lazy, Suspense, useState } from "react";
import type { BulkKind } from "../../api/bulk-actions-api.ts";
import { useT } from "../../i18n/i18n-context.ts";
import type { BulkSelection } from "./use-bulk-selection.ts";

const LazyBulkDialog = lazy(() => import("./bulk-dialog.tsx").then((m) => ({ default: m.BulkDialog })));

export interface BulkBarProps {
  kind: BulkKind;
  actions: readonly string[];
  selection: BulkSelection;
  /** The ids of the rows on this page. */
  pageIds: readonly string[];
  /** How many records the list's filter matches. */
  total: number;
  /** The list's own query, for "all matching the filter". */
  filter: Record<string, string>;
}

const useStyles = makeStyles({
  bar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { fontWeight: tokens.fontWeightSemibold, marginRight: "auto" },
});

export function BulkBar({ kind, actions, selection, pageIds, total, filter }: BulkBarProps) {
  const t = useT();
  const styles = useStyles();
  const [action, setAction] = useState<string | null>(null);
  const count = selection.allMatching ? total : selection.ids.length;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.rowSelection[id]);
  return (
    <div role="region" aria-label={t("bulkActions.barLabel")} className={styles.bar}>
      <span role="status" className={styles.count}>
        {selection.allMatching ? t("bulkActions.allMatchingSelected", { count: total }) : t("bulkActions.selected", { count })}
      </span>
      {!selection.allMatching && !wholePage && <Button onClick={() => selection.selectRows(pageIds)}>{t("bulkActions.selectPage")}</Button>}
      {!selection.allMatching && total > selection.ids.length && <Button onClick={selection.selectAllMatching}>{t("bulkActions.selectAllMatching", { count: total })}</Button>}
      <Button onClick={selection.clear}>{t("bulkActions.clear")}</Button>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton appearance="primary">{t("bulkActions.actionsMenu")}</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actions.map((name) => (
              <MenuItem key={name} onClick={() => setAction(name)}>
                {t(`bulkActions.${name}` as "bulkActions.approve")}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {action !== null && (
        <Suspense fallback={null}>
          <LazyBulkDialog
            kind={kind}
            action={action}
            count={count}
            selection={selection.allMatching ? { filter } : { ids: selection.ids }}
            onClose={() => setAction(null)}
            onDone={() => {
              setAction(null);
              selection.clear();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
