// What the server counts of a request (server/activity.ts): a page read by the section of the route table it is
// in (its data request too), an /api call by its first segment, under a base path; files, writes and failures not.
import { describe, expect, it } from "vitest";
import { actingAs, anonymous } from "~/platform/actor";
import { seenRequest } from "../../../../server/activity";

const me = actingAs(7);

describe("the requests the statistics count", () => {
  it("counts pages by their section and /api calls by their first segment", () => {
    expect(seenRequest("GET", "/knowledge/guide/1/article/2", 200, "", me)).toEqual({
      kind: "page",
      section: "knowledge/guide",
      userId: 7,
    });
    expect(seenRequest("GET", "/knowledge/guide/1.data", 200, "", me)).toEqual({ kind: "page", section: "knowledge/guide", userId: 7 });
    expect(seenRequest("GET", "/_root.data", 200, "", me)).toEqual({ kind: "page", section: "", userId: 7 });
    expect(seenRequest("GET", "/admin/statistic", 200, "", me)).toEqual({ kind: "page", section: "admin/statistic", userId: 7 });
    expect(seenRequest("GET", "/portal/api/posts/list", 200, "/portal", anonymous)).toEqual({
      kind: "api",
      section: "posts",
      userId: null,
    });
    expect(seenRequest("GET", "/no-such-place", 200, "", me)).toEqual({ kind: "page", section: "other", userId: 7 });
  });

  it("leaves out writes, failures, files and paths outside the base", () => {
    expect(seenRequest("POST", "/api/posts/create", 200, "", me)).toBeNull();
    expect(seenRequest("GET", "/news", 404, "", me)).toBeNull();
    expect(seenRequest("GET", "/files/1/a.pdf", 200, "", me)).toBeNull();
    expect(seenRequest("GET", "/news", 200, "/portal", me)).toBeNull();
  });
});
