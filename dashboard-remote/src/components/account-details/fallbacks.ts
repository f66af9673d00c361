import { UI } from "@steward/shared";

export const orNotSpecified = (value: string | null | undefined): string => (value ? value : UI.notSpecified);
export const orNotAssigned = (value: string | null | undefined): string => (value ? value : UI.notAssigned);
