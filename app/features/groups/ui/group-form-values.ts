// The group form's field values (client-safe: the create page starts from the empty ones in the
// browser too, and a .server module is empty there).

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
