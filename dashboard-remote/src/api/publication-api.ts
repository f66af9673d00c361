import type { Publication } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";

export function getPublication(api: ApiClient, id: number, signal?: AbortSignal): Promise<Publication> {
  return api.request<Publication>(`/api/social-medias/${id}/publication`, signal ? { signal } : {});
}

export function setPublicListing(api: ApiClient, id: number, publicListing: boolean): Promise<Publication> {
  return api.request<Publication>(`/api/social-medias/${id}/public-listing`, { method: "PUT", body: { publicListing } });
}
