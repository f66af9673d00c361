// International phone input (product-spec.md: default country US): a calling-code select and the
// national number; the value is '+<code><number>', the pattern the API checks.
import { FieldContextProvider, Input, Select, makeStyles, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { CALLING_CODES, DEFAULT_COUNTRY, callingCodeOf, composeNumber, countryOfNumber } from "./calling-codes.ts";
import { useT } from "../../i18n/i18n-context.ts";

/** The dashboard's language is English (product-spec.md); the browser knows every country's name. */
const countryName = new Intl.DisplayNames(["en"], { type: "region" });

// Both parts share the field's column and shrink with it (an input keeps a minimum width of its
// own otherwise, and pushed the number past the column at 1366 px and off a phone).
const useStyles = makeStyles({
  root: { display: "flex", gap: tokens.spacingHorizontalS, minWidth: 0 },
  country: { flexShrink: 0, width: "min(11rem, 45%)", "& select": { minWidth: 0 } },
  number: { flexGrow: 1, minWidth: 0, "& input": { minWidth: 0 } },
});

export interface PhoneInputProps {
  id?: string | undefined;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | undefined;
}

export function PhoneInput({ id, value, onChange, disabled = false, ...aria }: PhoneInputProps) {
  const t = useT();
  const styles = useStyles();
  const [country, setCountry] = useState(() => countryOfNumber(value, DEFAULT_COUNTRY) ?? DEFAULT_COUNTRY);
  // A value set from outside (loading a unit, Reset) may belong to another country.
  useEffect(() => {
    const fits = countryOfNumber(value, country);
    if (fits && fits !== country) setCountry(fits);
  }, [value, country]);

  const code = callingCodeOf(country);
  const national = value.startsWith(`+${code}`) ? value.slice(code.length + 1) : value.replace(/^\+/, "");

  return (
    <div className={styles.root}>
      {/* The surrounding Field labels the number; the country select has a name of its own. */}
      <FieldContextProvider value={undefined}>
        <Select
          className={styles.country}
          aria-label={t("unitForm.phoneCountry")}
          value={country}
          disabled={disabled}
          onChange={(_event, data) => {
            setCountry(data.value);
            onChange(composeNumber(data.value, national));
          }}
        >
          {CALLING_CODES.map((entry) => (
            <option key={entry.country} value={entry.country}>
              {`${countryName.of(entry.country) ?? entry.country} (+${entry.code})`}
            </option>
          ))}
        </Select>
      </FieldContextProvider>
      <Input
        id={id}
        className={styles.number}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={national}
        disabled={disabled}
        onChange={(_event, data) => onChange(composeNumber(country, data.value))}
        {...aria}
      />
    </div>
  );
}
