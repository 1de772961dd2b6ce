// The sections' icons (/admin/icons and its calls), zod/mini: the same rules for the page's forms and the /api.
// POST /nav/icon {id, icon} chooses a glyph of the set (null: none); {id, fileId} an uploaded NAV_ICON file.
import * as z from "zod/mini";
import { field, idOf, optionalIdOf, refuse } from "~/platform/schema";
import { sectionIconRefusals as r } from "./messages.server";
import { isSectionIcon } from "./ui/section-icons";

/** An icon of the set by name, null for none, undefined when the field was not sent. */
const iconName = field((v) =>
  v === undefined ? undefined : v === null || v === "" ? null : isSectionIcon(v) ? v : refuse(r.unknownIcon(String(v).slice(0, 50))),
);

/** POST /nav/icon {id, icon} | {id, fileId}. */
export const setIconSchema = z.object({ id: idOf(r.sectionNotFound), icon: iconName, fileId: optionalIdOf(r.fileNotFound) }).check(
  // Exactly one of the two: a glyph (or null, none) or a file.
  z.refine((v) => (v.fileId === undefined) !== (v.icon === undefined), { error: r.iconOrFile }),
);
export type SetIcon = z.output<typeof setIconSchema>;

/** The page's «Выбрать» form: a section and a glyph of the set (a radio; none chosen is refused beside it). */
export const chooseFormSchema = z.object({
  id: idOf(r.sectionNotFound),
  icon: field((v) =>
    isSectionIcon(v) ? v : v === undefined || v === null || v === "" ? refuse(r.chooseIcon) : refuse(r.unknownIcon(String(v).slice(0, 50))),
  ),
});

/** The page's «Убрать иконку» and upload forms name the section only (the file comes apart, in the action). */
export const sectionFormSchema = z.object({ id: idOf(r.sectionNotFound) });
