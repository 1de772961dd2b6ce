// The access matrix rows of messages to a group's managers (issue #14 point 11), on the hot line of the
// demo: everyone is its member and may write; the editor and the administrator run it and handle its
// messages; the employee and the section editor are refused handling.
import { ru } from "../helpers/ru";
import type { MatrixRow } from "./api-matrix";
import type { ActorName } from "./world";

type Expectation = MatrixRow["expect"][ActorName];
const m = ru.groupMessages;
const signedIn = (e: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
/** The hot line's managers (the editor, the administrator); others get the managers-only refusal. */
const handlers = (allowed: Expectation): Record<ActorName, Expectation> => ({
  ...signedIn({ refused: m.notHandler }),
  editor: allowed,
  admin: allowed,
});
const q = (query: Record<string, number>) => ({ query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

export const GROUP_MESSAGES_MATRIX: Record<string, MatrixRow> = {
  "GET /services/group/message/check/permission": { input: (ids) => q({ groupId: ids.messageGroup }), expect: signedIn("ok") },
  "GET /services/group/message/check/admin/permission": { input: (ids) => q({ groupId: ids.messageGroup }), expect: signedIn("ok") },
  "GET /groups/subjects/list": { input: (ids) => q({ groupId: ids.messageGroup }), expect: signedIn("ok") },
  "GET /services/group/message/resolution-type/list": { input: (ids) => q({ groupId: ids.messageGroup }), expect: handlers("ok") },
  "POST /services/group/message/create": {
    input: (ids) => ({ body: { groupId: ids.messageGroup, subjectId: ids.messageSubject, text: "Вопрос из матрицы доступа" } }),
    expect: signedIn("ok"),
  },
  "GET /services/group/message/list-for-manager": { input: () => ({}), expect: signedIn("ok") },
  // The second handler finds it taken (allowed: not an access refusal).
  "POST /services/group/message/to-work": { input: (ids) => ({ body: { claimId: ids.groupMessage } }), expect: handlers("allowed") },
  "POST /services/group/message/complete": {
    input: (ids) => ({ body: { claimId: ids.groupMessage, resolutionTypeId: ids.messageResolution, comment: "Ответили" } }),
    expect: handlers("allowed"),
  },
};
