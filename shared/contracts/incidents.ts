// The incident routes' contract (issue 34, the compromised-account playbook). The API attaches the
// access rule and the handler (api/src/routes/incidents.routes.ts); the dashboard calls through it.
import { z } from "zod";
import { idParamSchema, idSchema } from "../schemas/common.ts";
import { INCIDENT_STATES } from "../incident-rules.ts";
import {
  incidentCloseSchema,
  incidentCreateSchema,
  incidentListQuerySchema,
  playbookUpdateSchema,
  stepUpdateSchema,
  type IncidentDetailDoc,
  type IncidentDoc,
  type PlaybookDoc,
} from "../schemas/incidents.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused } from "./answers.ts";
import { incidentEndpoints } from "./incident-endpoints.ts";

const titleSchema = z.object({ en: z.string(), "es-CO": z.string() });

export const incidentDocSchema = z.object({
  id: z.number().int(),
  state: z.enum(INCIDENT_STATES),
  socialMedia: refSchema.extend({ platform: z.string() }),
  unit: refSchema.nullable(),
  summary: z.string(),
  openedAt: z.string(),
  openedBy: refSchema.nullable(),
  closedAt: z.string().nullable(),
  closedBy: refSchema.nullable(),
  closingNote: z.string().nullable(),
  closeReason: z.string().nullable(),
  flagId: z.number().int().nullable(),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
}) satisfies z.ZodType<IncidentDoc>;

export const incidentDetailDocSchema = incidentDocSchema.extend({
  steps: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      title: titleSchema,
      required: z.boolean(),
      automatic: z.boolean(),
      assignee: refSchema.nullable(),
      doneAt: z.string().nullable(),
      doneBy: refSchema.nullable(),
      note: z.string().nullable(),
    }),
  ),
  timeline: z.array(z.object({ at: z.string(), kind: z.string(), by: refSchema.nullable(), stepId: z.number().int().nullable(), text: z.string().nullable() })),
  mayHandle: z.boolean(),
}) satisfies z.ZodType<IncidentDetailDoc>;

export const playbookDocSchema = z.object({
  steps: z.array(z.object({ title: titleSchema, required: z.boolean(), automatic: z.boolean() })),
  updatedAt: z.string().nullable(),
  updatedBy: refSchema.nullable(),
}) satisfies z.ZodType<PlaybookDoc>;

const stepParamSchema = z.strictObject({ id: idSchema, stepId: idSchema });

export const incidentContracts = {
  getPlaybook: {
    ...incidentEndpoints.getPlaybook, summary: "The institution's playbook for a compromised account (its default steps until edited)", tags: ["incidents"],
    responses: { 200: answer('{"doc"}', docOf(playbookDocSchema)) },
  },
  putPlaybook: {
    ...incidentEndpoints.putPlaybook, summary: "Replace the playbook's steps (super admins); open incidents keep their own copy", tags: ["incidents"],
    request: { body: jsonBody(playbookUpdateSchema) },
    responses: { 200: answer('{"doc"}', docOf(playbookDocSchema)), 400: invalid(), 403: refused("FORBIDDEN") },
  },
  list: {
    ...incidentEndpoints.list, summary: "Incidents on accounts in the caller's scope", tags: ["incidents"],
    request: { query: incidentListQuerySchema },
    responses: { 200: answer("list", listOf(incidentDocSchema)), 400: invalid() },
  },
  get: {
    ...incidentEndpoints.get, summary: "One incident with its steps and timeline", tags: ["incidents"],
    request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(incidentDetailDocSchema)), 404: refused("missing or out of scope") },
  },
  open: {
    ...incidentEndpoints.open, summary: "Report an account compromised: lock it, take it off verified answers, raise its flag, open the playbook", tags: ["incidents"],
    request: { body: jsonBody(incidentCreateSchema) },
    responses: {
      201: answer('{"doc"}', docOf(incidentDetailDocSchema)),
      400: invalid("ValidationError (an unknown or out-of-scope account)"),
      403: refused("not the account's administrator or manager, a unit admin in scope or a super admin"),
      409: refused("INCIDENT_ALREADY_OPEN with the open incident's id"),
    },
  },
  updateStep: {
    ...incidentEndpoints.updateStep, summary: "Assign a step, mark it done or undone, with a note", tags: ["incidents"],
    request: { params: stepParamSchema, body: jsonBody(stepUpdateSchema) },
    responses: {
      200: answer('{"doc"}', docOf(incidentDetailDocSchema)),
      400: invalid(),
      403: refused("FORBIDDEN"),
      404: refused("missing or out of scope"),
      409: refused("INCIDENT_CLOSED"),
    },
  },
  close: {
    ...incidentEndpoints.close, summary: "Close an incident: unlock the account, resolve its flag, back in verified answers", tags: ["incidents"],
    request: { params: idParamSchema, body: jsonBody(incidentCloseSchema) },
    responses: {
      200: answer('{"doc"}', docOf(incidentDetailDocSchema)),
      400: invalid("ValidationError (required steps not done and no reason)"),
      403: refused("FORBIDDEN"),
      404: refused("missing or out of scope"),
      409: refused("INCIDENT_CLOSED"),
    },
  },
};

export type IncidentContracts = typeof incidentContracts;
