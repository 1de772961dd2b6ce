// zod's own messages are English ("Invalid input"): a rule without a message of its own names its field in
// Russian. The /api's parseInput and the pages' parseWithSchema both pass it, so a tampered post (a list where
// a text goes, a text where rows go) is told in Russian by either door.
import { validation } from "./messages";

export const russianDefault = (issue: { path?: PropertyKey[] }) =>
  issue.path?.length ? validation.invalidField(issue.path.map(String).join(".")) : validation.invalid;
