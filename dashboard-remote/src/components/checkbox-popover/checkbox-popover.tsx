// A button that opens a small panel of checkboxes (the disclosure pattern). Filters and the column
// chooser both use it; it needs no positioning engine, which keeps Fluent's Menu out of the bundle.
import { Button, mergeClasses, type ButtonProps } from "@fluentui/react-components";
import { ChevronDown16Regular } from "@fluentui/react-icons";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useCheckboxPopoverStyles } from "./checkbox-popover.styles.ts";
import { useT } from "../../i18n/i18n-context.ts";

export interface CheckboxOption {
  value: string;
  label: string;
}

export interface CheckboxPopoverProps {
  /** Button text and the accessible name of the group of checkboxes. */
  label: string;
  /** Shown after the label on the button (e.g. what is selected). */
  summary?: string;
  icon?: ButtonProps["icon"];
  options: readonly CheckboxOption[];
  checked: readonly string[];
  onChange(checked: string[]): void;
  /** Accessible name of the button when its visible text is not enough (e.g. "Status filter"). */
  buttonName?: string;
  /** Opens the panel towards the left, for buttons at the end of a row. */
  alignEnd?: boolean;
  /** Above the checkboxes, e.g. a search box that narrows them. */
  header?: ReactNode;
  /** Below them, e.g. how many more a search would find. */
  footer?: ReactNode;
  /** One choice (radio buttons); choosing closes the panel. */
  single?: boolean;
  /** As wide as its container (a form field), the chevron at the end. */
  fill?: boolean;
  /** With `fill`: what the button says while nothing is chosen (the field's label is above it already). */
  placeholder?: string;
  disabled?: boolean;
}

export function CheckboxPopover(props: CheckboxPopoverProps) {
  const t = useT();
  const { label, summary, icon, options, checked, onChange, buttonName, alignEnd = false, header, footer, single = false, fill = false, placeholder, disabled = false } = props;
  const styles = useCheckboxPopoverStyles();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // A form's chooser with nothing chosen shows a placeholder; its name says it too (WCAG 2.5.3).
  const placeholderText = fill && !summary ? (placeholder ?? (single ? t("chooser.choose") : t("chooser.noneChosen"))) : undefined;
  const name = placeholderText ? `${buttonName ?? label}: ${placeholderText}` : buttonName;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const toggleValue = (value: string, isChecked: boolean) => {
    if (single) {
      onChange([value]);
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const next = isChecked ? [...checked, value] : checked.filter((item) => item !== value);
    // Keep the options' order, whatever order they were ticked in.
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  };

  return (
    <div
      ref={rootRef}
      className={mergeClasses(styles.root, fill && styles.rootFill)}
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
        className={fill ? styles.buttonFill : undefined}
        icon={icon}
        iconPosition="before"
        aria-label={name}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        {fill ? (
          // In a form the field's label sits above: the button says what is chosen, or a plain
          // placeholder, never the label again.
          <span className={mergeClasses(styles.summaryFill, summary ? styles.chosen : styles.placeholder)}>{summary || placeholderText}</span>
        ) : (
          <>
            {label}
            {/* The space keeps the visible text "Label Summary" a phrase of the accessible name
                (WCAG 2.5.3 label in name); the flex layout does not render it. */}
            {summary && " "}
            {summary && <span className={styles.summary}>{summary}</span>}
          </>
        )}
        <ChevronDown16Regular aria-hidden className={fill ? styles.chevronEnd : undefined} />
      </Button>
      {open && (
        <div id={panelId} role={single ? "radiogroup" : "group"} aria-label={label} className={mergeClasses(styles.panel, alignEnd && styles.panelEnd, fill && styles.panelFill)}>
          {header}
          {options.map((option) => (
            <label key={option.value} className={mergeClasses(styles.option, fill && styles.optionFill)}>
              <input
                type={single ? "radio" : "checkbox"}
                name={single ? panelId : undefined}
                className={styles.checkbox}
                checked={checked.includes(option.value)}
                onChange={(event) => toggleValue(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
          {footer}
        </div>
      )}
    </div>
  );
}
