// The access matrix rows of the groups' calls (issue #14 point 10): every group's card is public to the
// signed-in; its members, to its readers; changes, to its managers and administrators.
import { ru } from "../helpers/ru";
import type { ActorName } from "./world";
import type { Expectation, MatrixRow } from "./api-matrix";

const r = ru.groups.refusals;
const q = (query: Record<string, string | number>) => ({
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
});
const b = (body: Record<string, unknown>) => ({ body });
const signedIn = (e: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
/** «Магазин на Невском»: run by 9000000003 (the section editor); administrators manage every group. */
const ownGroupManagers = (message: string, allowed: Expectation = "allowed"): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: { refused: message },
  sectionEditor: allowed,
  editor: { refused: message },
  admin: allowed,
});
/** A group of the administrator's alone. */
const adminGroup = (message: string, allowed: Expectation = "allowed"): Record<ActorName, Expectation> => ({
  ...ownGroupManagers(message, allowed),
  sectionEditor: { refused: message },
});

export const GROUPS_API_MATRIX: Record<string, MatrixRow> = {
  "GET /groups/list": { input: () => q({ searchString: "магазин" }), expect: signedIn("ok") },
  "GET /groups/get": { input: (ids) => q({ id: ids.closedGroup }), expect: signedIn("ok") },
  "POST /groups/create": { input: () => b({ name: "Клуб любителей кофе", description: "Обсуждаем зёрна" }), expect: signedIn("ok") },
  "POST /groups/update": {
    input: (ids) => b({ id: ids.ownClosedGroup, name: "Магазин на Невском", configClose: true, messagesEnabled: true }),
    expect: ownGroupManagers(r.notManager),
  },
  "POST /groups/delete": {
    input: (ids) => b({ id: ids.deletableGroup, name: "Шахматный клуб" }),
    expect: adminGroup(r.notManager),
    last: true,
  },
  "POST /groups/subscribe": { input: (ids) => b({ groupId: ids.openGroup }), expect: signedIn("ok") },
  "POST /groups/unsubscribe": { input: (ids) => b({ groupId: ids.openGroup }), expect: signedIn("allowed") },
  "GET /groups/members": { input: (ids) => q({ groupId: ids.ownClosedGroup }), expect: ownGroupManagers(r.closed, "ok") },
  "POST /groups/members/remove": {
    input: (ids) => b({ groupId: ids.ownClosedGroup, userId: ids.ownClosedGroupMember }),
    expect: ownGroupManagers(r.notManager),
    last: true,
  },
  "POST /groups/managers/set": {
    input: (ids) => b({ groupId: ids.ownClosedGroup, userId: ids.ownClosedGroupMember, manager: true }),
    expect: ownGroupManagers(r.notManager),
  },
  "GET /groups/requests": { input: (ids) => q({ groupId: ids.closedGroup }), expect: adminGroup(r.notManager, "ok") },
  "POST /groups/requests/resolve": {
    input: (ids) => b({ claimId: ids.closedGroupRequest, accept: true }),
    expect: adminGroup(r.notManager),
    last: true,
  },
};
