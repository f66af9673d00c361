// Forms whose values are not the request body (ids held as strings or with their names, empty
// selects as ""): the values become the body, and the API's own schema from `shared` judges it
// through zodResolver, so the messages are the spec's and the output is what the API takes.
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";

export interface BodyResolverOptions<Values> {
  /** Body keys whose issues a differently named field shows (the API's `organization`, the form's `unit`). */
  rename?: Partial<Record<string, keyof Values & string>>;
  /** The message of issues that have none of their own (an empty select: 'Field is required'). */
  error?: () => string;
}

export function bodyResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body>,
  toBody: (values: Values) => unknown,
  options: BodyResolverOptions<Values> = {},
): Resolver<Values, unknown, Body> {
  const judged = z.preprocess((values) => toBody(values as Values), schema);
  // The preprocessed schema takes `unknown`, which zodResolver's types cannot name as form values.
  const resolve = zodResolver(judged as never, options.error ? { error: options.error } : undefined) as unknown as Resolver<Values, unknown, Body>;
  return async (values, context, resolverOptions) => {
    const result = await resolve(values, context, resolverOptions);
    const errors = result.errors as Record<string, unknown>;
    for (const [from, to] of Object.entries(options.rename ?? {})) {
      if (!to || errors[from] === undefined) continue;
      errors[to] ??= errors[from];
      delete errors[from];
    }
    return result;
  };
}

/** The first message of a field's error, however deep (an array field's item, a nested key). */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === "string" && message !== "") return message;
  for (const [key, value] of Object.entries(error)) {
    const below = key === "ref" ? undefined : messageOf(value);
    if (below) return below;
  }
  return undefined;
}
