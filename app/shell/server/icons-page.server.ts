// /admin/icons' loader and action, apart from the page's markup. The loader reads the top-level sections with
// their icons; the action chooses a glyph of the set, stores an uploaded PNG or SVG (a multipart form: the files
// service checks it by its content) and names it the section's icon, or takes the icon away, by `intent`.
// Success sends the person back to the section with a toast; a refusal comes back (400) beside that section's
// forms, with the glyph that was chosen still chosen. Everything works without JavaScript.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { PAGE_FORM_MAX_BYTES, readUploadForm } from "~/platform/body-limit.server";
import { isDomainError } from "~/platform/errors";
import { parseInput } from "~/platform/validate";
import { redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { common } from "~/shared/ui/messages";
import { mayChooseSectionIcons } from "~/shell/policy";
import { sectionIconsPage as t } from "~/shell/icons/messages";
import { sectionIconRefusals as refusals } from "~/shell/messages.server";
import { chooseFormSchema, sectionFormSchema } from "~/shell/schema";
import { NAV_ICON, NAV_ICON_MAX_BYTES } from "~/shell/files";

const PAGE = "/admin/icons";

/** The page form's body limit (the route exports it as uploadLimit): an icon over its 64 KB is still read to say so. */
export const ICONS_UPLOAD_MAX_BYTES = PAGE_FORM_MAX_BYTES;

/** A refusal beside one section's forms; `icon`: the glyph that was chosen, chosen again. */
export interface IconsReply {
  sectionId: number | null;
  error: string;
  icon: string | null;
}

function requireIconsPage(request: Request, context: LoaderFunctionArgs["context"]) {
  const actor = requireSignedIn(request, context);
  if (!mayChooseSectionIcons(actor)) throw refusePage(403, { pageTitle: t.title, text: refusals.noRight });
  return actor;
}

export async function iconsPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireIconsPage(request, context);
  const { sections } = await context.services.navIcons.list(actor);
  return { sections: sections.map((s) => ({ ...s, iconUrl: s.iconUrl ? `${context.basePath}${s.iconUrl}` : null })) };
}

const INTENTS = ["choose", "upload", "reset"] as const;

export async function iconsPageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireIconsPage(request, context);
  const upload = await readUploadForm(request, NAV_ICON_MAX_BYTES);
  try {
    const form = upload.form;
    const intent = INTENTS.find((i) => i === form.get("intent"));
    if (!intent) throw data(common.badRequest, { status: 400 });
    const sectionId = Number(form.get("id")) || null;
    const chosen = typeof form.get("icon") === "string" ? String(form.get("icon")) : null;
    const refuse = (error: string) => data<IconsReply>({ sectionId, error, icon: chosen }, { status: 400 });
    try {
      const { id } = parseInput(sectionFormSchema, { id: form.get("id") });
      const { navIcons, files } = context.services;
      let section;
      if (intent === "choose") {
        const { icon } = parseInput(chooseFormSchema, { id, icon: form.get("icon") ?? undefined });
        section = await navIcons.set(actor, { id, icon });
      } else if (intent === "reset") {
        section = await navIcons.set(actor, { id, icon: null });
      } else {
        if (upload.tooBig) return refuse(NAV_ICON.tooBig);
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0 || file.name === "") return refuse(refusals.fileRequired);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const saved = await files.saveUpload(actor, { fileType: NAV_ICON.type, originalFileName: file.name, bytes });
        section = await navIcons.set(actor, { id, fileId: saved.id });
      }
      const text = intent === "reset" ? t.resetToast(section.name) : t.chosenToast(section.name);
      return await redirectWithToast(context, `${PAGE}#section-${id}`, { type: "success", text }, { status: 303 });
    } catch (error) {
      if (isDomainError(error) && error.kind === "forbidden") throw refusePage(403, { pageTitle: t.title, text: error.message });
      if (isDomainError(error)) return refuse(error.message);
      throw error;
    }
  } finally {
    await upload.cleanup();
  }
}
