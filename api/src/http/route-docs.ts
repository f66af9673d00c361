// Each routes file describes its routes with the same zod schemas that validate them; openapi.ts
// turns these into the published document, and a test checks every route is described.
import type { ZodType } from "zod";
import type { Action, Resource } from "@steward/shared";

export interface RouteDoc {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI style, under /api: `/organization/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it: a matrix permission, any signed-in user, or anyone. */
  access: { resource: Resource; action: Action } | "signed-in" | "public";
  query?: ZodType;
  body?: ZodType;
  params?: ZodType;
  responses: Record<number, string>;
}
