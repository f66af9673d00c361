// The Parent Unit picker for institutions of thousands of units: a button opening a search box and
// the unit tree (the WAI-ARIA tree view pattern). The tree loads its first level, then each unit's
// children when it is expanded; a search asks the server and lists the matches flat. Needs no
// positioning engine, like the filters' checkbox popover.
import { Button, Input, mergeClasses } from "@fluentui/react-components";
import { ChevronDown16Regular, ChevronRight12Regular } from "@fluentui/react-icons";
import { SEARCH_DEBOUNCE_MS, type UnitDoc } from "@steward/shared";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { unitListQuery, unitTreeLevelQuery } from "../../data/units-queries.ts";
import { useDebouncedValue } from "../../hooks/use-debounced-value.ts";
import { unitPlace } from "../pickers/unit-place.ts";
import { treeKeyAction } from "./tree-keys.ts";
import { useUnitTreeSelectStyles } from "./unit-tree-select.styles.ts";
import { FailureExplanation } from "../failure/failure-explanation.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export const UNIT_SEARCH_LIMIT = 20;

export interface UnitTreeSelectProps {
  /** Id of the visible label, so the button is named "<label> <choice>". */
  labelId?: string | undefined;
  label: string;
  value: number | null;
  /** The chosen unit's name, for the button (the tree may not have loaded it). */
  valueName: string | null;
  /** The unit being edited: it and its sub-units cannot be its parent. */
  excludePath?: string | undefined;
  onChange(value: number | null, name: string | null): void;
  disabled?: boolean;
  /** What "no unit" reads as (default: no parent, top level); e.g. "Choose a unit" where one is required. */
  noneLabel?: string;
}

interface TreeContext {
  value: number | null;
  excluded(unit: Pick<UnitDoc, "path">): boolean;
  expanded: ReadonlySet<number>;
  toggle(id: number): void;
  choose(id: number | null, name: string | null): void;
}

const stop = (event: MouseEvent) => event.stopPropagation();

function UnitNode({ unit, level, tree }: { unit: UnitDoc; level: number; tree: TreeContext }) {
  const styles = useUnitTreeSelectStyles();
  const expandable = unit.children.length > 0;
  const open = expandable && tree.expanded.has(unit.id);
  return (
    <li
      role="treeitem"
      className={styles.node}
      aria-level={level}
      aria-selected={tree.value === unit.id}
      aria-expanded={expandable ? open : undefined}
      aria-label={unit.name}
      tabIndex={-1}
      data-unit-id={unit.id}
      onClick={(event) => {
        stop(event);
        tree.choose(unit.id, unit.name);
      }}
    >
      <div className={mergeClasses(styles.item, tree.value === unit.id && styles.selected)} style={{ paddingLeft: `${level * 12}px` }}>
        {expandable ? (
          <span
            aria-hidden
            className={mergeClasses(styles.twisty, open && styles.twistyOpen)}
            onClick={(event) => {
              stop(event);
              tree.toggle(unit.id);
            }}
          >
            <ChevronRight12Regular />
          </span>
        ) : (
          <span aria-hidden className={styles.twisty} />
        )}
        {unit.name}
      </div>
      {open && (
        <ul role="group" className={styles.group}>
          <UnitLevel parent={unit.id} level={level + 1} tree={tree} />
        </ul>
      )}
    </li>
  );
}

/** The top-level units or one unit's children, a page at a time. */
function UnitLevel({ parent, level, tree }: { parent: number | "none"; level: number; tree: TreeContext }) {
  const t = useT();
  const styles = useUnitTreeSelectStyles();
  const { api } = useDashboardServices();
  const query = useInfiniteQuery(unitTreeLevelQuery(api, parent));
  if (query.isPending) return <li role="none" className={styles.note}>{t("common.loading")}</li>;
  if (query.isError) return <li role="none" className={styles.note}><FailureExplanation error={query.error} /></li>;
  const units = query.data.pages.flatMap((page) => page.docs).filter((unit) => !tree.excluded(unit));
  return (
    <>
      {units.map((unit) => (
        <UnitNode key={unit.id} unit={unit} level={level} tree={tree} />
      ))}
      {query.hasNextPage && (
        <li
          role="treeitem"
          aria-level={level}
          aria-selected={false}
          tabIndex={-1}
          className={mergeClasses(styles.item, styles.more)}
          style={{ paddingLeft: `${level * 12 + 16}px` }}
          onClick={(event) => {
            stop(event);
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage ? t("common.loading") : t("unitForm.moreUnits")}
        </li>
      )}
    </>
  );
}

/** What the server finds for the search, flat, with each unit's parent for context. */
function UnitMatches({ search, tree }: { search: string; tree: TreeContext }) {
  const t = useT();
  const styles = useUnitTreeSelectStyles();
  const { api } = useDashboardServices();
  const query = useQuery(unitListQuery(api, { search, limit: UNIT_SEARCH_LIMIT, sort: "name" }));
  if (query.isPending) return <li role="none" className={styles.note}>{t("common.loading")}</li>;
  if (query.isError) return <li role="none" className={styles.note}><FailureExplanation error={query.error} /></li>;
  const units = query.data.docs.filter((unit) => !tree.excluded(unit));
  if (units.length === 0) return <li role="none" className={styles.note}>{t("unitForm.noUnitsFound")}</li>;
  return units.map((unit) => (
    <li
      key={unit.id}
      role="treeitem"
      className={styles.node}
      aria-level={1}
      aria-selected={tree.value === unit.id}
      aria-label={unit.name}
      tabIndex={-1}
      onClick={(event) => {
        stop(event);
        tree.choose(unit.id, unit.name);
      }}
    >
      <div className={mergeClasses(styles.item, tree.value === unit.id && styles.selected)}>
        {unit.name}
        {unit.parent && <span className={styles.context}> {t("unitForm.inParent", { name: unitPlace(unit.pathNames) })}</span>}
      </div>
    </li>
  ));
}

export function UnitTreeSelect({ labelId, label, value, valueName, excludePath, onChange, disabled = false, noneLabel }: UnitTreeSelectProps) {
  const t = useT();
  const styles = useUnitTreeSelectStyles();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim(), term.trim() === "" ? 0 : SEARCH_DEBOUNCE_MS);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const treeRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const valueId = useId();

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setTerm("");
    buttonRef.current?.focus();
  };

  const setExpandedOf = (id: number, to: boolean) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (to) next.add(id);
      else next.delete(id);
      return next;
    });

  const tree: TreeContext = {
    value,
    excluded: (unit) => excludePath !== undefined && unit.path.startsWith(excludePath),
    expanded,
    toggle: (id) => setExpandedOf(id, !expanded.has(id)),
    choose: (id, name) => {
      onChange(id, name);
      close();
    },
  };

  // One item is in the tab order (roving tabindex); the arrows move between the others.
  const focusItem = (item: HTMLElement) => {
    for (const other of treeRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? []) other.tabIndex = other === item ? 0 : -1;
    item.focus();
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!item || !treeRef.current) return;
    const action = treeKeyAction(treeRef.current, item, event.key);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const id = Number(action.item.dataset["unitId"]);
    if (action.kind === "focus") focusItem(action.item);
    else if (action.kind === "expand") setExpandedOf(id, true);
    else if (action.kind === "collapse") setExpandedOf(id, false);
    else action.item.click();
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Button
        ref={buttonRef}
        className={styles.button}
        aria-labelledby={labelId ? `${labelId} ${valueId}` : undefined}
        aria-label={labelId ? undefined : label}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="tree"
        disabled={disabled}
        icon={<ChevronDown16Regular aria-hidden />}
        iconPosition="after"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span id={valueId}>{value === null ? (noneLabel ?? t("unitForm.noParent")) : (valueName ?? t("common.loading"))}</span>
      </Button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <Input
            ref={searchRef}
            type="search"
            size="small"
            aria-label={t("common.searchUnits")}
            value={term}
            onChange={(_event, data) => setTerm(data.value)}
            onKeyDown={(event) => {
              const first = treeRef.current?.querySelector<HTMLElement>('[role="treeitem"]');
              if (event.key === "ArrowDown" && first) {
                event.preventDefault();
                focusItem(first);
              }
            }}
          />
          <ul ref={treeRef} role="tree" aria-label={label} className={styles.tree} onKeyDown={onTreeKeyDown}>
            {search === "" && (
              <li
                role="treeitem"
                className={styles.node}
                aria-level={1}
                aria-selected={value === null}
                aria-label={noneLabel ?? t("unitForm.noParent")}
                tabIndex={0}
                onClick={(event) => {
                  stop(event);
                  tree.choose(null, null);
                }}
              >
                <div className={mergeClasses(styles.item, value === null && styles.selected)}>{noneLabel ?? t("unitForm.noParent")}</div>
              </li>
            )}
            {search === "" ? <UnitLevel parent="none" level={1} tree={tree} /> : <UnitMatches search={search} tree={tree} />}
          </ul>
        </div>
      )}
    </div>
  );
}
