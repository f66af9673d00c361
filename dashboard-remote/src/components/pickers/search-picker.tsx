// Choosing among records the server searches (units, people): a button that says what is chosen,
// opening a panel with a search box, the chosen records first, then the server's first matches
// for the typed words (never the whole list), and how many more a narrower search would reach.
// One choice (radio) or several (checkboxes). The records carry their names, so what is chosen
// shows even when today's search does not find it.
import { Input, makeStyles, tokens } from "@fluentui/react-components";
import type { Ref } from "@steward/shared";
import { CheckboxPopover } from "../checkbox-popover/checkbox-popover.tsx";
import { multiSelectLabel } from "../data-table/multi-select-label.ts";
import { nameWithDetail } from "../record-names/record-names.ts";
import { useT } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({
  search: { margin: `0 0 ${tokens.spacingVerticalXS}` },
  note: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface PickerItem extends Ref {
  /** Said after the name, e.g. a person's e-mail. */
  detail?: string | undefined;
}

export interface SearchPickerProps {
  label: string;
  searchLabel: string;
  value: readonly PickerItem[];
  onChange(value: PickerItem[]): void;
  term: string;
  onTermChange(term: string): void;
  /** The server's matches for the term (undefined while the first answer is on its way). */
  matches: readonly PickerItem[] | undefined;
  /** How many the server would find in all. */
  total: number;
  single?: boolean;
  /** With `single`: the first choice, which clears it (e.g. 'No backup administrator'). */
  noneLabel?: string;
  /** Left out of the choices (e.g. the unit already chosen as the owning one). */
  exclude?: readonly number[];
  /** Offered first whatever the search, e.g. "No backup" (an id no record has, like 0). */
  fixed?: readonly PickerItem[];
  /** A newer search is on its way (the older matches still show). */
  searching?: boolean;
  disabled?: boolean;
  /** A form field spans its column; a table's filter sits in the toolbar at its own width. */
  fill?: boolean;
  /** What the button says while nothing is chosen (a form field's label is above it). */
  placeholder?: string;
  /** The button's accessible name for a summary (a filter says "(filter)"). */
  nameOf?(summary: string): string;
}

const NONE = "none";
const described = (item: PickerItem) => nameWithDetail(item.name, item.detail);

export function SearchPicker(props: SearchPickerProps) {
  const t = useT();
  const { label, searchLabel, value, onChange, term, onTermChange, matches, total, single = false, noneLabel, exclude = [], fixed = [], searching = false, fill = true, nameOf, disabled = false, placeholder } = props;
  const styles = useStyles();
  const chosenOrFixed = [...fixed, ...value.filter((chosen) => !fixed.some((f) => f.id === chosen.id))];
  const items = [...chosenOrFixed, ...(matches ?? []).filter((m) => !chosenOrFixed.some((chosen) => chosen.id === m.id))].filter((item) => !exclude.includes(item.id));
  const options = [...(single && noneLabel ? [{ value: NONE, label: noneLabel }] : []), ...items.map((item) => ({ value: String(item.id), label: described(item) }))];
  const chosenNames = value.map((item) => item.name);
  // One choice is said whole, detail included: the button must not read "Agriculture Admissions" when three exist (issue 30).
  const summary = single ? (value[0] ? described(value[0]) : (noneLabel ?? "")) : multiSelectLabel(chosenNames, t);
  const shown = matches?.length ?? 0;

  return (
    <CheckboxPopover
      label={label}
      summary={summary}
      buttonName={nameOf ? nameOf(summary) : summary ? `${label}: ${summary}` : label}
      options={options}
      checked={value.length === 0 && single && noneLabel ? [NONE] : value.map((item) => String(item.id))}
      onChange={(ids) => onChange(items.filter((item) => ids.includes(String(item.id))))}
      single={single}
      fill={fill}
      disabled={disabled}
      {...(placeholder ? { placeholder } : {})}
      header={
        <Input
          className={styles.search}
          type="search"
          size="small"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={term}
          onChange={(_event, data) => onTermChange(data.value)}
        />
      }
      footer={
        matches === undefined || searching ? (
          <span className={styles.note}>{t("pickers.searching")}</span>
        ) : shown === 0 && term.trim() !== "" ? (
          <span className={styles.note}>{t("pickers.noMatches")}</span>
        ) : total > shown ? (
          <span className={styles.note}>{t("pickers.more", { shown, total })}</span>
        ) : null
      }
    />
  );
}
