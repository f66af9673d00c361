import { describe, expect, it } from "vitest";
import { socialMediaListParams } from "./social-media-query.ts";
import { TABLE_SEARCH_DEFAULTS } from "../../components/data-table/table-search.ts";

describe("account list parameters", () => {
  it("turn the URL's filters into the API's, keeping only values the API accepts", () => {
    const params = socialMediaListParams({
      ...TABLE_SEARCH_DEFAULTS,
      pageIndex: 2,
      filters: [
        { id: "status", value: ["active", "bogus"] },
        { id: "backupAdmin", value: ["none"] },
        { id: "primaryAdmin", value: ["7", "x"] },
      ],
    });
    expect(params).toMatchObject({ page: 3, status: ["active"], backupAdmin: ["none"], primaryAdmin: [7] });
  });

  it("ask for no backup filter unless it is chosen", () => {
    expect(socialMediaListParams({ ...TABLE_SEARCH_DEFAULTS }).backupAdmin).toBeUndefined();
  });
});
