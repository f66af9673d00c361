// Text one person typed (a name, a reason, a flag's description) that goes into an e-mail another
// person reads as Steward's own words (issue 27). Kept to one line, so it cannot forge lines of its
// own ("Action required: ..."); without control, bidirectional or invisible characters, so what is
// read is what was typed; with its addresses defanged, so a mail program does not turn a name into a
// link; and cut to a length, so it cannot push the real message out of view.
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;
const WHITESPACE = /\s+/g;
const ADDRESS = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s]*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:[a-z]{2,24})(?:\/[^\s]*)?/gi;

export const UNTRUSTED_MAX = 200;

/** `https://evil.example/x` reads `hxxps://evil[.]example/x`: legible, and no mail program links it. */
function defang(address: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(address);
  const rest = scheme ? address.slice(scheme[0].length) : address;
  const lead = !scheme ? "" : /^https?$/i.test(scheme[1]!) ? `${scheme[1]!.replace(/tt/i, "xx")}://` : `${scheme[1]}[:]//`;
  return lead + rest.replace(/\./g, "[.]");
}

export function untrustedLine(value: string, max = UNTRUSTED_MAX): string {
  const line = value.replace(INVISIBLE, "").replace(WHITESPACE, " ").trim();
  const cut = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
  return cut.replace(ADDRESS, defang);
}
