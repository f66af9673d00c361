// The administrators' side of the public directory: whether an account is published, and the switch.
import { idParamSchema } from "../schemas/common.ts";
import { publicationSchema, publicListingInputSchema } from "../schemas/directory.ts";
import { answer, invalid, jsonBody, refused } from "./answers.ts";
import { publicationEndpoints } from "./dashboard-endpoints.ts";

export const publicationContracts = {
  get: {
    ...publicationEndpoints.get, summary: "Whether and how an account is published in the public directory", tags: ["social-medias"],
    request: { params: idParamSchema },
    responses: { 200: answer("publication", publicationSchema), 404: refused("missing or out of scope") },
  },
  set: {
    ...publicationEndpoints.set, summary: "List an account in the public directory, or take it off", tags: ["social-medias"],
    request: { params: idParamSchema, body: jsonBody(publicListingInputSchema) },
    responses: { 200: answer("publication", publicationSchema), 400: invalid(), 403: refused("not a unit admin or super admin"), 404: refused("missing or out of scope") },
  },
};

export type PublicationContracts = typeof publicationContracts;
