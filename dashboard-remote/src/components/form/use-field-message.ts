// A form field's message in the reader's language: zod's messages come from the shared schemas in
// English, and the server's issues too; the catalogue says them in the reader's language.
import { useCallback } from "react";
import { useLocalizeSentence } from "../../i18n/i18n-context.ts";

/** `(message) => message in the reader's language`, undefined for no message (Field shows none). */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const localize = useLocalizeSentence();
  return useCallback((message: string | undefined) => (message ? localize(message) : undefined), [localize]);
}
