// Sentences that travel as text rather than as keys: zod's messages in the shared schemas and the
// sentences in the API's error bodies are the English catalogue's own values (the specification's
// texts, which api-contract.md fixes). Whoever shows one finds its key by that English text and says
// it in the reader's language, as gettext does with its source strings.
import type { Namespaces, Translate } from "./catalogue.ts";

export type LocalizeSentence = (sentence: string) => string;

/** Builds the English-to-key index of the given English namespaces once. */
export function sentenceIndex(english: Namespaces): (sentence: string) => string | undefined {
  const keys = new Map<string, string>();
  for (const [ns, messages] of Object.entries(english)) {
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message === "string" && !keys.has(message)) keys.set(message, `${ns}.${key}`);
    }
  }
  return (sentence) => keys.get(sentence);
}

/** The sentence in the translator's language when it is a catalogue sentence; else as it came. */
export function localizeWith(t: Translate, keyOf: (sentence: string) => string | undefined): LocalizeSentence {
  return (sentence) => {
    const key = keyOf(sentence);
    return key ? t(key) : sentence;
  };
}
