// Countries offered by the phone input, with their international calling codes. United States
// first: product-spec.md's default country. The units table formats numbers with these codes
// before anything else loads, so the countries' names are not here: the phone input asks the
// browser for them (Intl.DisplayNames), which costs the first download nothing.
export interface CallingCode {
  country: string;
  code: string;
}

export const DEFAULT_COUNTRY = "US";

export const CALLING_CODES: readonly CallingCode[] = [
  { country: "US", code: "1" },
  { country: "AR", code: "54" },
  { country: "AU", code: "61" },
  { country: "AT", code: "43" },
  { country: "BE", code: "32" },
  { country: "BR", code: "55" },
  { country: "CA", code: "1" },
  { country: "CL", code: "56" },
  { country: "CN", code: "86" },
  { country: "CO", code: "57" },
  { country: "CR", code: "506" },
  { country: "DK", code: "45" },
  { country: "EC", code: "593" },
  { country: "EG", code: "20" },
  { country: "FI", code: "358" },
  { country: "FR", code: "33" },
  { country: "DE", code: "49" },
  { country: "GR", code: "30" },
  { country: "IN", code: "91" },
  { country: "ID", code: "62" },
  { country: "IE", code: "353" },
  { country: "IL", code: "972" },
  { country: "IT", code: "39" },
  { country: "JP", code: "81" },
  { country: "KE", code: "254" },
  { country: "KR", code: "82" },
  { country: "MX", code: "52" },
  { country: "NL", code: "31" },
  { country: "NZ", code: "64" },
  { country: "NG", code: "234" },
  { country: "NO", code: "47" },
  { country: "PA", code: "507" },
  { country: "PE", code: "51" },
  { country: "PH", code: "63" },
  { country: "PL", code: "48" },
  { country: "PT", code: "351" },
  { country: "PR", code: "1" },
  { country: "ZA", code: "27" },
  { country: "ES", code: "34" },
  { country: "SE", code: "46" },
  { country: "CH", code: "41" },
  { country: "TR", code: "90" },
  { country: "AE", code: "971" },
  { country: "GB", code: "44" },
  { country: "UY", code: "598" },
  { country: "VE", code: "58" },
];

export function callingCodeOf(country: string): string {
  return CALLING_CODES.find((entry) => entry.country === country)?.code ?? "1";
}

/**
 * The country of an international number: `preferred` when its code fits, else the entry with the
 * longest matching code (so +593 is Ecuador, not a +59x guess). Null when none fits.
 */
export function countryOfNumber(value: string, preferred: string): string | null {
  if (!value.startsWith("+")) return null;
  const digits = value.slice(1);
  if (digits.startsWith(callingCodeOf(preferred))) return preferred;
  const matches = CALLING_CODES.filter((entry) => digits.startsWith(entry.code)).sort((a, b) => b.code.length - a.code.length);
  return matches[0]?.country ?? null;
}

/** The stored value: '+', the calling code, the national digits without a trunk '0'; empty stays empty. */
export function composeNumber(country: string, national: string): string {
  const digits = national.replace(/\D/g, "").replace(/^0+/, "");
  return digits === "" ? "" : `+${callingCodeOf(country)}${digits}`;
}
