// What the API writes for a person as text, in the request's language (issue 31): a sentence that
// travels as English text (zod's messages from the shared schemas, a refusal's sentence) is found by
// that text in the English catalogue and said in the reader's language (shared/i18n/sentences.ts);
// a sentence the catalogue lacks stays as it came. A CODE is never a sentence: it stays as it is.
import { sentenceIndex, type ApiErrorBody, type Locale, type LocalizeSentence, type Namespaces, type ValidationErrorBody } from "@steward/shared";
import { patternIndex } from "./sentence-patterns.ts";
import { ENGLISH_NAMESPACES, serverT } from "./server-catalogue.ts";

/**
 * A sentence written from one of `english`'s messages, as it is or with values put in, said in
 * `locale`; undefined when it was written from none of them.
 */
export function catalogueSentence(english: Namespaces): (locale: Locale, sentence: string) => string | undefined {
  const keyOf = sentenceIndex(english);
  const recognise = patternIndex(english);
  return (locale, sentence) => {
    const t = serverT(locale) as (key: string, values?: Record<string, string>) => string;
    const key = keyOf(sentence);
    if (key) return t(key);
    const found = recognise(sentence);
    return found ? t(found.key, found.values) : undefined;
  };
}

const anyApiSentence = catalogueSentence(ENGLISH_NAMESPACES);
// A known sentence followed by a detail it carries as is: "... (10.0.0.1)", "...: upstream said".
const WITH_DETAIL = /^(.+?)( \(.*\)|: .*)$/s;
const CODE = /^[A-Z][A-Z0-9_]*$/;

const sayers = new Map<Locale, LocalizeSentence>();

/** `say(sentence)` in `locale`; English is the catalogue's own text, so it passes unchanged. */
export function sentencesIn(locale: Locale): LocalizeSentence {
  if (locale === "en") return (sentence) => sentence;
  let say = sayers.get(locale);
  if (!say) {
    const whole = (sentence: string) => anyApiSentence(locale, sentence);
    say = (sentence) => {
      if (CODE.test(sentence)) return sentence;
      const said = whole(sentence);
      if (said !== undefined) return said;
      const parts = WITH_DETAIL.exec(sentence);
      const head = parts ? whole(parts[1]!) : undefined;
      return head !== undefined ? head + parts![2] : sentence;
    };
    sayers.set(locale, say);
  }
  return say;
}

const isValidationBody = (body: ApiErrorBody | ValidationErrorBody): body is ValidationErrorBody =>
  body.name === "ValidationError" && Array.isArray((body as ValidationErrorBody).errors);

/**
 * An error body as the reader reads it: its sentence and, for a ValidationError, each issue's
 * message in `locale`. Codes, paths and every other field are left exactly as they were.
 */
export function localizedErrorBody<B extends ApiErrorBody | ValidationErrorBody>(body: B, locale: Locale): B {
  if (locale === "en") return body;
  const say = sentencesIn(locale);
  const message = typeof body.message === "string" ? say(body.message) : body.message;
  if (isValidationBody(body)) {
    return { ...body, message, errors: body.errors.map((issue) => ({ ...issue, message: say(issue.message) })) };
  }
  return { ...body, message };
}

/** A success answer whose `message` is a sentence (the latest post's), said in `locale`. */
export function withMessageIn<A extends { message: string }>(answer: A, locale: Locale): A {
  return locale === "en" ? answer : { ...answer, message: sentencesIn(locale)(answer.message) };
}
