// Countries offered by the phone input, with their international calling codes. United States
// first: product-spec.md's default country.
export interface CallingCode {
  country: string;
  name: string;
  code: string;
}

export const DEFAULT_COUNTRY = "US";

export const CALLING_CODES: readonly CallingCode[] = [
  { country: "US", name: "United States", code: "1" },
  { country: "AR", name: "Argentina", code: "54" },
  { country: "AU", name: "Australia", code: "61" },
  { country: "AT", name: "Austria", code: "43" },
  { country: "BE", name: "Belgium", code: "32" },
  { country: "BR", name: "Brazil", code: "55" },
  { country: "CA", name: "Canada", code: "1" },
  { country: "CL", name: "Chile", code: "56" },
  { country: "CN", name: "China", code: "86" },
  { country: "CO", name: "Colombia", code: "57" },
  { country: "CR", name: "Costa Rica", code: "506" },
  { country: "DK", name: "Denmark", code: "45" },
  { country: "EC", name: "Ecuador", code: "593" },
  { country: "EG", name: "Egypt", code: "20" },
  { country: "FI", name: "Finland", code: "358" },
  { country: "FR", name: "France", code: "33" },
  { country: "DE", name: "Germany", code: "49" },
  { country: "GR", name: "Greece", code: "30" },
  { country: "IN", name: "India", code: "91" },
  { country: "ID", name: "Indonesia", code: "62" },
  { country: "IE", name: "Ireland", code: "353" },
  { country: "IL", name: "Israel", code: "972" },
  { country: "IT", name: "Italy", code: "39" },
  { country: "JP", name: "Japan", code: "81" },
  { country: "KE", name: "Kenya", code: "254" },
  { country: "KR", name: "South Korea", code: "82" },
  { country: "MX", name: "Mexico", code: "52" },
  { country: "NL", name: "Netherlands", code: "31" },
  { country: "NZ", name: "New Zealand", code: "64" },
  { country: "NG", name: "Nigeria", code: "234" },
  { country: "NO", name: "Norway", code: "47" },
  { country: "PA", name: "Panama", code: "507" },
  { country: "PE", name: "Peru", code: "51" },
  { country: "PH", name: "Philippines", code: "63" },
  { country: "PL", name: "Poland", code: "48" },
  { country: "PT", name: "Portugal", code: "351" },
  { country: "PR", name: "Puerto Rico", code: "1" },
  { country: "ZA", name: "South Africa", code: "27" },
  { country: "ES", name: "Spain", code: "34" },
  { country: "SE", name: "Sweden", code: "46" },
  { country: "CH", name: "Switzerland", code: "41" },
  { country: "TR", name: "Turkey", code: "90" },
  { country: "AE", name: "United Arab Emirates", code: "971" },
  { country: "GB", name: "United Kingdom", code: "44" },
  { country: "UY", name: "Uruguay", code: "598" },
  { country: "VE", name: "Venezuela", code: "58" },
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
