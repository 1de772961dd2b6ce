// The comment form's «Упомянуть» field (issue #39): a mention without JavaScript. The name typed there is
// looked up when the comment is sent, with the portal's people finder (the same search the «@» picker asks
// through /finder, so both find the same people): one person → named; several (the directory has
// namesakes) → the form comes back asking which one, each with position · department, and nothing is
// posted; nobody → the field's message. Names equal to what was typed win over mere prefix or stem matches
// («Смирнова Анна» is not asked about «Смирнова Анастасия»). Pages only: /api clients send notifyUserIds.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { normalize } from "~/features/search/index.server";
import { toId } from "~/platform/ids";
import { feedCommentMessages as c } from "../messages";
import { COMMENT_MAX } from "../schema-talk";
import type { MentionChoice } from "../types-talk";

export type MentionOutcome =
  | { kind: "none" }
  | { kind: "one"; person: MentionChoice }
  | { kind: "ask"; choices: MentionChoice[]; message: string }
  | { kind: "refused"; message: string };

/** The finder's rule: a query of fewer characters finds nothing. */
const MIN_QUERY = 3;
/** Namesakes offered at most; more means the name needs more of itself (the patronymic). */
const CHOICES_MAX = 10;

/** The words of a name as the search reads them (lower case, «ё» as «е»: its normalize()). */
const words = (text: string) => normalize(text).split(/\s+/).filter(Boolean);

/** Every word typed is a whole word of the person's name, in any order («Анна Смирнова» too). */
function sameName(label: string, typed: string): boolean {
  const left = words(label);
  return words(typed).every((word) => {
    const at = left.indexOf(word);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** What the «Упомянуть» field (`mention`) and the choice among namesakes (`mentionId`) of a posted form name. */
export async function mentionOf(context: AppLoadContext, actor: SignedIn, form: FormData): Promise<MentionOutcome> {
  const raw = form.get("mention");
  const typed = typeof raw === "string" ? raw.replace(/\s+/g, " ").trim().slice(0, 200) : "";
  if (typed === "") return { kind: "none" };
  if (typed.replace(/[\\%#^&]/g, "").trim().length < MIN_QUERY) return { kind: "refused", message: c.mentionTooShort };
  let found: MentionChoice[];
  try {
    // As the «@» picker: oneself is not offered.
    const items = await context.services.search.finderSearch(actor, { kinds: ["user"], query: typed, limit: 20, withoutMe: true });
    found = items.map(({ id, label, hint }) => ({ id, label, hint }));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { kind: "refused", message: error.message };
  }
  // A namesake chosen from the list the form came back with (still one the name finds).
  const chosenId = toId(form.get("mentionId"));
  const chosen = found.find((person) => person.id === chosenId);
  if (chosen) return { kind: "one", person: chosen };
  const exact = found.filter((person) => sameName(person.label, typed));
  const candidates = exact.length > 0 ? exact : found;
  if (candidates.length === 0) return { kind: "refused", message: c.mentionNone(typed) };
  if (candidates.length === 1) return { kind: "one", person: candidates[0]! };
  const message = candidates.length > CHOICES_MAX ? c.mentionChooseFirst(CHOICES_MAX) : c.mentionChoose;
  return { kind: "ask", choices: candidates.slice(0, CHOICES_MAX), message };
}

/**
 * The note with the person named in it as «@Фамилия Имя», as the «@» picker writes it, so readers see who
 * was addressed: unless it names them already, is empty (a sticker alone) or would grow past its limit.
 */
export function noteNaming(note: string, person: MentionChoice): string {
  const name = `@${person.label.split(" ").slice(0, 2).join(" ")}`;
  if (note === "" || note.includes(name)) return note;
  const named = `${name}, ${note}`;
  return named.length > COMMENT_MAX ? note : named;
}
