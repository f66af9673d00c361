// A sentence that was written from an English message with values put in ("3 of 40 rows have errors")
// is found again by the message's shape: its literal parts, and a capture per `{name}`. Only messages
// whose placeholders are plain (no plural, no select) can be read back this way; those are the ones
// the API composes. More placeholders are tried first, so a longer shape is never read as a shorter
// one with a placeholder swallowing the rest.
import type { Namespaces } from "@steward/shared";

export interface Recognised {
  key: string;
  values: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PLAIN = /^(?:[^{}]|\{\w+\})*$/;

export function patternIndex(english: Namespaces): (sentence: string) => Recognised | undefined {
  const patterns: { key: string; names: string[]; regex: RegExp }[] = [];
  for (const [ns, messages] of Object.entries(english)) {
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== "string" || !message.includes("{") || !PLAIN.test(message)) continue;
      const names: string[] = [];
      const source = message
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return "(.+?)";
        })
        .join("");
      patterns.push({ key: `${ns}.${key}`, names, regex: new RegExp(`^${source}$`, "s") });
    }
  }
  patterns.sort((a, b) => b.names.length - a.names.length);
  return (sentence) => {
    for (const { key, names, regex } of patterns) {
      const match = regex.exec(sentence);
      if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])) };
    }
    return undefined;
  };
}
