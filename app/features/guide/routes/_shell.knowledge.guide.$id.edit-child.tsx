// /knowledge/guide/{id}/edit-child: a subsection's edit page — the same page as /{id}/edit.
export { action, default, handle, loader, meta } from "./_shell.knowledge.guide.$id.edit";
