// The exports of the lists (issue 32): each takes its list's own filters and sort, and a format;
// never a page, since an export is every row the filters show.
import { z } from "zod";
import { campaignItemListQuerySchema } from "../campaigns.ts";
import { flagListQuerySchema } from "./flags.ts";
import { socialMediaListQuerySchema } from "./social-medias.ts";
import { unitListQuerySchema } from "./units.ts";
import { userListQuerySchema } from "./users.ts";

export const SHEET_FORMATS = ["csv", "xlsx"] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

const sheetFormat = z.enum(SHEET_FORMATS, { error: "format must be csv or xlsx" });

/** The list's query without its page: the export is every row the filters show. */
const NO_PAGE = { page: true, limit: true } as const;

export const socialMediaExportQuerySchema = socialMediaListQuerySchema.omit(NO_PAGE).extend({ format: sheetFormat });
export const userExportQuerySchema = userListQuerySchema.omit(NO_PAGE).extend({ format: sheetFormat });
export const unitExportQuerySchema = unitListQuerySchema.omit(NO_PAGE).extend({ format: sheetFormat });
export const flagExportQuerySchema = flagListQuerySchema.omit(NO_PAGE).extend({ format: sheetFormat });
export const campaignItemExportQuerySchema = campaignItemListQuerySchema.omit(NO_PAGE).extend({ format: sheetFormat });

export type SocialMediaExportQuery = z.infer<typeof socialMediaExportQuerySchema>;
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;
export type UnitExportQuery = z.infer<typeof unitExportQuerySchema>;
export type FlagExportQuery = z.infer<typeof flagExportQuerySchema>;
export type CampaignItemExportQuery = z.infer<typeof campaignItemExportQuerySchema>;
