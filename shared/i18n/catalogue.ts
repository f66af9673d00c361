// A catalogue is one language's messages, flat, keyed "namespace.key". Each namespace is one JSON
// file per language (`messages/<locale>/<namespace>.json`), so a page's texts are found by name and
// the two languages sit side by side; a test holds both to the same keys and placeholders.
import { formatMessage, type Message, type MessageValues } from "./format-message.ts";
import type { Locale } from "./locales.ts";

export type Namespace = Readonly<Record<string, Message>>;
export type Namespaces = Readonly<Record<string, Namespace>>;

/** "ns.key" for every key of every namespace. */
export type KeysOf<N extends Namespaces> = {
  [Ns in keyof N & string]: `${Ns}.${keyof N[Ns] & string}`;
}[keyof N & string];

export type Catalogue<K extends string = string> = Readonly<Record<K, Message>>;

/** Joins namespaces into one flat catalogue. */
export function defineCatalogue<N extends Namespaces>(namespaces: N): Catalogue<KeysOf<N>> {
  const flat: Record<string, Message> = {};
  for (const [ns, messages] of Object.entries(namespaces)) {
    for (const [key, message] of Object.entries(messages)) flat[`${ns}.${key}`] = message;
  }
  return flat as Catalogue<KeysOf<N>>;
}

export type Translate<K extends string = string> = (key: K, values?: MessageValues) => string;

/**
 * `t(key, values)` over one language's catalogue. A key the catalogue lacks (the type system makes
 * that a typo in plain JavaScript only) shows as itself, so it is found in a test, never hidden.
 */
export function translator<K extends string>(locale: Locale, catalogue: Catalogue<K>): Translate<K> {
  return (key, values) => {
    const message = catalogue[key];
    return message === undefined ? key : formatMessage(locale, message, values);
  };
}
