// Incidents (issue 34): a compromised account's playbook. Inputs, documents and the default steps.
import { z } from "zod";
import { csvEnum, csvIds, listQuerySchema, type Ref } from "./common.ts";
import incidentMessages from "../i18n/messages/en/incidentMessages.json" with { type: "json" };

import { INCIDENT_STATES, type IncidentState, type StepTitle } from "../incident-rules.ts";

const MAX_TEXT = 2000;
const MAX_TITLE = 200;
export const MAX_PLAYBOOK_STEPS = 30;

/** The sentences of the incident forms and API: the shared incidentMessages namespace, so the API says them in Spanish too. */
export const INCIDENT_MESSAGES = incidentMessages;

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max);

export const incidentCreateSchema = z.strictObject({
  socialMediaId: z.number({ error: INCIDENT_MESSAGES.accountNotFound }).int().positive({ error: INCIDENT_MESSAGES.accountNotFound }),
  summary: requiredText(INCIDENT_MESSAGES.summaryRequired, MAX_TEXT),
});
export type IncidentCreateInput = z.infer<typeof incidentCreateSchema>;

/** A step's title per language; one language alone is a single free text, shown to everyone. */
export const stepTitleSchema = z.strictObject({
  en: z.string().trim().max(MAX_TITLE).default(""),
  "es-CO": z.string().trim().max(MAX_TITLE).default(""),
});

export const playbookStepSchema = z
  .strictObject({
    title: stepTitleSchema,
    /** A required step must be done before the incident closes without a reason. */
    required: z.boolean().default(true),
    /** Done by opening the incident itself (the lock and leaving the verified answers). */
    automatic: z.boolean().default(false),
  })
  .refine((s) => s.title.en !== "" || s.title["es-CO"] !== "", { error: INCIDENT_MESSAGES.titleRequired, path: ["title"] });
export type PlaybookStep = { title: StepTitle; required: boolean; automatic: boolean };

export const playbookUpdateSchema = z.strictObject({
  steps: z.array(playbookStepSchema).min(1, { error: INCIDENT_MESSAGES.stepsRequired }).max(MAX_PLAYBOOK_STEPS),
});
export type PlaybookUpdateInput = z.infer<typeof playbookUpdateSchema>;

export interface PlaybookDoc {
  steps: PlaybookStep[];
  /** Null while the institution keeps the default steps. */
  updatedAt: string | null;
  updatedBy: Ref | null;
}

export const stepUpdateSchema = z
  .strictObject({
    done: z.boolean().optional(),
    note: z.string().trim().max(MAX_TEXT).optional(),
    /** A person to do it, or null to take it off them. */
    assigneeId: z.number().int().positive().nullable().optional(),
  })
  .refine((s) => s.done !== undefined || s.note !== undefined || s.assigneeId !== undefined, { error: INCIDENT_MESSAGES.nothingToChange });
export type StepUpdateInput = z.infer<typeof stepUpdateSchema>;

export const incidentCloseSchema = z.strictObject({
  note: requiredText(INCIDENT_MESSAGES.noteRequired, MAX_TEXT),
  /** Why it closes with required steps left undone; needed only then. */
  reason: z.string().trim().max(MAX_TEXT).optional(),
});
export type IncidentCloseInput = z.infer<typeof incidentCloseSchema>;

export const incidentListQuerySchema = listQuerySchema(["openedAt", "closedAt", "account"] as const, {
  state: csvEnum(INCIDENT_STATES).optional(),
  unitId: csvIds.optional(),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

export interface IncidentStepDoc {
  id: number;
  position: number;
  title: StepTitle;
  required: boolean;
  automatic: boolean;
  assignee: Ref | null;
  doneAt: string | null;
  doneBy: Ref | null;
  note: string | null;
}

export interface IncidentTimelineEntry {
  at: string;
  /** opened, step_done, step_undone, step_assigned, step_note, closed */
  kind: string;
  by: Ref | null;
  stepId: number | null;
  text: string | null;
}

export interface IncidentDoc {
  id: number;
  state: IncidentState;
  socialMedia: Ref & { platform: string };
  unit: Ref | null;
  summary: string;
  openedAt: string;
  openedBy: Ref | null;
  closedAt: string | null;
  closedBy: Ref | null;
  closingNote: string | null;
  closeReason: string | null;
  flagId: number | null;
  stepsDone: number;
  stepsTotal: number;
}

export interface IncidentDetailDoc extends IncidentDoc {
  steps: IncidentStepDoc[];
  timeline: IncidentTimelineEntry[];
  /** Whether the caller may tick steps, assign and close (shared/incident-rules.ts). */
  mayHandle: boolean;
}

/** The default playbook (issue 34): the first step is done by opening the incident. */
export const DEFAULT_PLAYBOOK: readonly PlaybookStep[] = [
  { title: { en: "Lock the account in the registry and take it off verified answers (done automatically)", "es-CO": "Bloquear la cuenta en el registro y retirarla de las respuestas de verificación (se hace automáticamente)" }, required: true, automatic: true },
  { title: { en: "Rotate the password", "es-CO": "Cambiar la contraseña" }, required: true, automatic: false },
  { title: { en: "Revoke third-party tools", "es-CO": "Revocar las herramientas de terceros" }, required: true, automatic: false },
  { title: { en: "Contact the platform", "es-CO": "Contactar a la plataforma" }, required: true, automatic: false },
  { title: { en: "Tell the communications lead", "es-CO": "Informar al líder de comunicaciones" }, required: true, automatic: false },
  { title: { en: "Post a notice from another official account", "es-CO": "Publicar un aviso desde otra cuenta oficial" }, required: false, automatic: false },
  { title: { en: "Review recent posts", "es-CO": "Revisar las publicaciones recientes" }, required: true, automatic: false },
  { title: { en: "Restore the account", "es-CO": "Restablecer la cuenta" }, required: true, automatic: false },
  { title: { en: "Post-mortem", "es-CO": "Análisis posterior al incidente" }, required: false, automatic: false },
];
