// The group form's field values (client-safe: the create page starts from the empty ones in the
// browser too, and a .server module is empty there).
import type { ReplyView } from "~/shared/forms/reply-view";

/** What the form shows in its fields: the group's, or what was posted. */
export interface GroupFormValues {
  name: string;
  description: string;
  configClose: boolean;
  sort: string;
  messagesEnabled: boolean;
  subjects: string;
  resolutionTypes: string;
  version: string;
}

export const emptyGroupValues = (): GroupFormValues => ({
  name: "",
  description: "",
  configClose: false,
  sort: "",
  messagesEnabled: true,
  subjects: "",
  resolutionTypes: "",
  version: "",
});

/** The lengths the form's fields allow (schema.ts's, handed over by the loader). */
export interface GroupFormLimits {
  name: number;
  description: number;
}

/** The values a refused post typed, from the action's reply (its checkboxes: posted or not). */
export const valuesOfReply = (reply: ReplyView): GroupFormValues => ({
  name: reply.value("name"),
  description: reply.value("description"),
  configClose: reply.checked("configClose"),
  sort: reply.value("sort"),
  messagesEnabled: reply.checked("messagesEnabled"),
  subjects: reply.value("subjects"),
  resolutionTypes: reply.value("resolutionTypes"),
  version: reply.value("version"),
});
