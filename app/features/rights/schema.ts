// The rights' forms and calls (issue #32 point 1): zod/mini, read on the server only (the finder's rules come
// from the search's server index: its client one brings the finder's styles, which the CLIs under tsx cannot
// load). A grant's subject comes from the finder as "user:5", "department:3" or "user_position:7" (its
// mixed-kind values) on the page, and as {subject, objectId} in the /api; both end as the users' GrantInput.
import * as z from "zod/mini";
import { flag, idOf, pageParam } from "~/platform/schema";
import { parseFinderValue, type FinderKind } from "~/features/search/index.server";
import { rights as t } from "./messages";

/** The finder kinds a grant takes, and the subject each is. */
export const GRANT_KINDS = ["user", "department", "user_position"] as const satisfies readonly FinderKind[];
const SUBJECT_OF = { user: "USER", department: "DEPARTMENT", user_position: "POSITION" } as const;

const groupType = z.string().check(z.regex(/^[A-Z][A-Z_]{0,63}$/, { error: t.notFound }));

/** The page's grant form: the finder's one chosen value, the sub-departments' box, the version it was opened at. */
export const grantFormSchema = z.object({
  who: z.pipe(
    z.string({ error: t.whoRequired }),
    z.transform((value, ctx) => {
      const found = parseFinderValue(GRANT_KINDS, value);
      if (!found) {
        ctx.issues.push({ code: "custom", message: t.whoRequired, input: value });
        return z.NEVER;
      }
      return { subject: SUBJECT_OF[found.kind as keyof typeof SUBJECT_OF], objectId: found.id };
    }),
  ),
  withSubdepartments: flag,
  version: pageParam(-1, -1, 2_147_483_647),
});

/** The page's revoke form. */
export const revokeFormSchema = z.object({
  grantId: idOf(t.grantRequired),
  version: pageParam(-1, -1, 2_147_483_647),
});

/** POST /role-group/grant {type, subject, objectId, withSubdepartments, version?} */
export const grantCallSchema = z.object({
  type: groupType,
  subject: z.enum(["USER", "DEPARTMENT", "POSITION"], { error: t.whoRequired }),
  objectId: idOf(t.whoRequired),
  withSubdepartments: flag,
  version: pageParam(-1, -1, 2_147_483_647),
});

/** POST /role-group/revoke {type, grantId, version?} */
export const revokeCallSchema = z.object({ type: groupType, grantId: idOf(t.grantRequired), version: pageParam(-1, -1, 2_147_483_647) });

/** The holders' keyset: the last person shown (the page's ?after=, the call's afterId); anything else: the first page. */
export const afterIdParam = pageParam(0, 0, 2_147_483_647);

/** GET /role-group/get?type, GET /role-group/holders?type&afterId&pageSize */
export const groupQuerySchema = z.object({
  type: groupType,
  afterId: afterIdParam,
  pageSize: pageParam(50, 1, 200),
});

/** A form's or call's version: -1 (absent) is "not checked", as an /api client that does not know it. */
export const versionOf = (v: number | undefined) => (v === undefined || v < 0 ? undefined : v);
