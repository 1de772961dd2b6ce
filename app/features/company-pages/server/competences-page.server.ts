// /admin/competences: the loader and action. One page for the whole list: add at the end, change one
// (?edit={id} opens its form), move one up or down (a form per arrow, no JavaScript needed) and delete one
// (a confirming button inside a <details>, so no single click deletes). Holders of ROLE_UPDATE_COMPETENCES
// and administrators; everyone else gets the 403.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { toId } from "~/platform/ids";
import { formFailure, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { canEditCompetences } from "../policy";
import { messages as t } from "../messages";
import { serverMessages } from "../messages.server";
import { COMPETENCES_ADMIN } from "../pages";
import { competenceFormSchema } from "../schema.server";
import { companyPagesInputs as parse } from "./inputs.server";

function requireCompetenceEditorPage(request: Request, context: LoaderFunctionArgs["context"]) {
  const actor = requireSignedIn(request, context);
  if (!canEditCompetences(actor)) throw refusePage(403, { pageTitle: t.adminTitle });
  return actor;
}

export async function competencesLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireCompetenceEditorPage(request, context);
  const list = await context.services.competences.list(actor);
  // The competence ?edit= names, when it is in the list (an unknown one simply opens no form).
  const editId = toId(new URL(request.url).searchParams.get("edit") ?? "");
  return { list, editing: list.find((c) => c.id === editId)?.id ?? null };
}

const at = (id: number) => `${COMPETENCES_ADMIN}#competence-${id}`;

export async function competencesAction({ request, context }: ActionFunctionArgs) {
  const actor = requireCompetenceEditorPage(request, context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const { competences } = context.services;
  if (intent === "add" || intent === "update") {
    const submission = parseWithSchema(form, competenceFormSchema);
    if (submission.status !== "success") return data({ intent, id: form.get("id"), result: submission.reply() }, { status: 400 });
    try {
      const saved =
        intent === "add"
          ? await competences.add(actor, parse.addCompetence(actor, submission.value))
          : await competences.update(actor, parse.updateCompetence(actor, { ...submission.value, id: form.get("id") }));
      const text = intent === "add" ? serverMessages.competenceAdded : serverMessages.competenceUpdated;
      return redirectWithToast(context, at(saved.id), { type: "success", text }, { status: 303 });
    } catch (error) {
      const status = isDomainError(error) && error.kind === "forbidden" ? 403 : 400;
      return data({ intent, id: form.get("id"), result: replyWithDomainError(submission, error) }, { status });
    }
  }
  // The arrows and the delete: their refusal (a competence deleted meanwhile) comes back as a toast.
  try {
    if (intent === "up" || intent === "down") {
      const move = parse.moveCompetence(actor, { id: form.get("id"), direction: intent });
      await competences.move(actor, move);
      return redirectWithToast(context, at(move.id), { type: "success", text: serverMessages.competenceMoved }, { status: 303 });
    }
    if (intent === "delete") {
      await competences.remove(actor, parse.removeCompetence(actor, { id: form.get("id") }));
      return redirectWithToast(context, COMPETENCES_ADMIN, { type: "success", text: serverMessages.competenceDeleted }, { status: 303 });
    }
    return data({ intent, id: null, result: undefined }, { status: 400 });
  } catch (error) {
    return redirectWithToast(context, COMPETENCES_ADMIN, { type: "error", text: formFailure(error).formError }, { status: 303 });
  }
}
