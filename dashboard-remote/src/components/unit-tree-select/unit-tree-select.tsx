// The Parent Unit picker: a button that opens the unit tree (the tree view pattern), with a first
// entry for "no parent". Needs no positioning engine, like the filters' checkbox popover.
import { Button, mergeClasses } from "@fluentui/react-components";
import { ChevronDown16Regular } from "@fluentui/react-icons";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { UNIT_FORM } from "../../texts.ts";
import type { UnitTreeNode } from "./unit-tree.ts";
import { useUnitTreeSelectStyles } from "./unit-tree-select.styles.ts";

export interface UnitTreeSelectProps {
  /** Id of the visible label, so the button is named "<label> <choice>". */
  labelId?: string | undefined;
  label: string;
  nodes: readonly UnitTreeNode[];
  value: number | null;
  onChange(value: number | null, name: string | null): void;
  disabled?: boolean;
}

function findName(nodes: readonly UnitTreeNode[], id: number): string | null {
  for (const node of nodes) {
    if (node.unit.id === id) return node.unit.name;
    const below = findName(node.children, id);
    if (below !== null) return below;
  }
  return null;
}

export function UnitTreeSelect({ labelId, label, nodes, value, onChange, disabled = false }: UnitTreeSelectProps) {
  const styles = useUnitTreeSelectStyles();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const valueId = useId();
  const selectedName = useMemo(() => (value === null ? null : findName(nodes, value)), [nodes, value]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const choose = (id: number | null, name: string | null) => {
    onChange(id, name);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const itemProps = (id: number | null, name: string | null, level: number) => ({
    role: "treeitem",
    "aria-level": level,
    "aria-selected": value === id,
    "aria-label": name ?? UNIT_FORM.noParent,
    tabIndex: 0,
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      choose(id, name);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        event.stopPropagation();
        choose(id, name);
      }
    },
  });

  const renderNodes = (list: readonly UnitTreeNode[], level: number) =>
    list.map((node) => (
      <li key={node.unit.id} {...itemProps(node.unit.id, node.unit.name, level)} aria-expanded={node.children.length > 0 ? true : undefined}>
        <div className={mergeClasses(styles.item, value === node.unit.id && styles.selected)} style={{ paddingLeft: `${level * 12}px` }}>
          {node.unit.name}
        </div>
        {node.children.length > 0 && (
          <ul role="group" className={styles.group}>
            {renderNodes(node.children, level + 1)}
          </ul>
        )}
      </li>
    ));

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
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
        onClick={() => setOpen((previous) => !previous)}
      >
        <span id={valueId}>{selectedName ?? UNIT_FORM.noParent}</span>
      </Button>
      {open && (
        <ul id={panelId} role="tree" aria-label={label} className={styles.panel}>
          <li {...itemProps(null, null, 1)}>
            <div className={mergeClasses(styles.item, value === null && styles.selected)}>{UNIT_FORM.noParent}</div>
          </li>
          {renderNodes(nodes, 1)}
        </ul>
      )}
    </div>
  );
}
