import { publicationEndpoints, type Publication, type PublicationContracts } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const publication = contractCalls<PublicationContracts>(publicationEndpoints);

export function getPublication(api: ApiClient, id: number, signal?: AbortSignal): Promise<Publication> {
  return publication.get(api, { params: { id } }, signal);
}

export function setPublicListing(api: ApiClient, id: number, publicListing: boolean): Promise<Publication> {
  return publication.set(api, { params: { id }, body: { publicListing } });
}
