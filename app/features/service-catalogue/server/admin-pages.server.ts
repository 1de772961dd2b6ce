// The editors' pages (/service-catalogue, /service-catalogue/{id}): loaders and the one action of their plain
// forms, told apart by `intent` (create, update, up, down, move, delete). A refused form comes back with its
// message by field and what was typed (IntentFormReply); a done change redirects with a flash.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import {
  formFailure,
  formTexts,
  readForm,
  redirectWithToast,
  orRefusal as refusedAs,
  refusePage,
  requireSignedIn,
  type IntentFormReply,
} from "~/platform/remix.server";
import { editHref } from "../addresses";
import { messages as m } from "../messages";
import { serverMessages as t } from "../messages.server";

const INTENTS = ["create", "update", "up", "down", "move", "delete"] as const;
type Intent = (typeof INTENTS)[number];

/** A domain's 404 or 403 as the editor's page refusal. */
const orRefusal = <T>(work: () => Promise<T>) => refusedAs(work, { pageTitle: m.adminTitle });

export async function adminRootsLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return { roots: await orRefusal(() => context.services.catalogueEdits.roots(actor)) };
}

export async function adminNodeLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  if (id === null) throw refusePage(404, { pageTitle: m.adminTitle });
  return orRefusal(() => context.services.catalogueEdits.view(actor, id));
}

export async function adminAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const edits = context.services.catalogueEdits;
  const form = await readForm(request);
  const values = formTexts(form);
  const intent = INTENTS.find((i) => i === values.intent);
  const here = params.id === undefined ? undefined : (toId(params.id) ?? undefined);
  // The form's key, as the page names it: a change by its node, an addition by where (and whether a leaf).
  const key =
    intent === "create" ? `create-${values.leaf ? "leaf-" : ""}${values.parentId ?? "root"}` : `${intent ?? ""}-${values.id ?? ""}`;
  const back = (id?: number | null, anchor?: number) => `${editHref(id ?? undefined)}${anchor ? `#node-${anchor}` : ""}`;
  try {
    if (!intent) throw refusePage(404, { pageTitle: m.adminTitle });
    const done = await run(edits, actor, intent, values, here);
    return redirectWithToast(context, back(done.at, done.anchor), { type: "success", text: done.toast });
  } catch (error) {
    if (isDomainError(error) && error.kind === "forbidden") throw refusePage(403, { pageTitle: m.adminTitle, text: error.message });
    if (!isDomainError(error) || (error.kind !== "invalid" && error.kind !== "not_found")) throw error;
    const reply: IntentFormReply = { form: key, ...formFailure(error), values };
    return data(reply, { status: 400 });
  }
}

type Edits = LoaderFunctionArgs["context"]["services"]["catalogueEdits"];
type Actor = ReturnType<typeof requireSignedIn>;

/** Runs the change; answers the editors' page to return to, the node to scroll to and the flash. */
async function run(
  edits: Edits,
  actor: Actor,
  intent: Intent,
  input: Record<string, string>,
  here: number | undefined,
): Promise<{ at: number | null; anchor?: number; toast: string }> {
  switch (intent) {
    case "create": {
      const node = await edits.create(actor, input);
      return { at: node.parentId, anchor: node.id, toast: t.created };
    }
    case "update":
      return { at: (await edits.update(actor, input)).id, toast: t.saved };
    case "up":
    case "down": {
      const node = await edits.reorder(actor, { id: input.id, direction: intent });
      return { at: here ?? node.parentId, anchor: node.id, toast: t.reordered };
    }
    case "move":
      return { at: (await edits.move(actor, input)).id, toast: t.moved };
    case "delete": {
      const { archived, parentId } = await edits.remove(actor, input);
      return { at: parentId, toast: archived ? t.archived : t.deleted };
    }
  }
}
