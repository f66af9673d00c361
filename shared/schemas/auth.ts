import { LOCALES, type Locale } from "../i18n/locales.ts";
import { z } from "zod";
import type { Role, UserStatus } from "../enums.ts";
import { emailSchema, passwordSchema, personNameSchema, type Ref, type UnitRef } from "./common.ts";

export const firstUserInputSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type FirstUserInput = z.infer<typeof firstUserInputSchema>;

export const loginInputSchema = z.strictObject({
  email: emailSchema,
  // Length is not checked on login: a wrong password is just a wrong password.
  password: z.string().min(1).max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** A user as the API shows it: never a hash, token or secret. */
export interface PublicUser {
  id: number;
  /** The language the person reads Steward in: their choice, else the institution's default (issue 31). */
  locale?: Locale;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  organizations: UnitRef[];
  loginAttempts: number;
  passwordUpdatedAt: string | null;
  isEnabledTwoFactor: boolean;
  isInUseSecurePassword: boolean;
  isAcceptedPolicies: boolean;
  isCompletedTrainingAccessibility: boolean;
  isCompletedTrainingRisk: boolean;
  isCompletedTrainingBrand: boolean;
  hasKnowledgeStandards: boolean;
  offboardingCompleted: boolean;
  admin_policy_agreement: boolean;
  date_of_last_training: string | null;
  date_of_last_policy_review: string | null;
  reject_reason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LoginResponse {
  user: PublicUser;
  token: string;
  exp: number;
}

export interface MeResponse {
  user: PublicUser;
}

export interface SetupStatus {
  firstUserRequired: boolean;
  /** STEWARD_DEFAULT_LOCALE: the language of a signed-out page when the browser's is not offered. */
  defaultLocale?: Locale;
}

/** PATCH /api/users/me: what a person may change about themselves (issue 31: their language). */
export const updateMeInputSchema = z.object({ locale: z.enum(LOCALES) }).strict();
export type UpdateMeInput = z.infer<typeof updateMeInputSchema>;
