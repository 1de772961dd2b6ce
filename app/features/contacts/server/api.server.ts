// The /api calls of the contacts directory (spec part 2 §7 "Contacts"); payloads in ../api.md.
// Payloads are parsed here, at the edge, with the schemas of payloads.server.ts (the same Russian messages for
// bad input); domain functions take the parsed values. Editors' calls check the right first, as they
// always did: a person without it hears «no rights» whatever they sent.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import {
  changeSortSchema,
  contactIdSchema,
  createAnotherSchema,
  createAnotherWithUserSchema,
  deleteAnotherSchema,
  parentIdSchema,
  recentAddSchema,
  structureSchema,
  updateAnotherSchema,
} from "./payloads.server";
import { editorsInput } from "./guards.server";
import { assignmentSchema, secretaryListSchema } from "./secretary-schema.server";
import { requireSecretaryManager } from "./secretaries.server";

export const contactsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/contacts-v2/category/get-all-list",
    access: "user",
    handler: ({ services, actor }) => services.contacts.allCategories(actor),
  },
  {
    method: "GET",
    path: "/contacts-v2/category/get-top",
    access: "user",
    handler: ({ services, actor }) => services.contacts.topCategories(actor),
  },
  {
    method: "GET",
    path: "/contacts-v2/category/get-children-and-contacts",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.childrenAndContacts(actor, parseInput(parentIdSchema, input)),
  },
  {
    method: "GET",
    path: "/contacts-v2/category/get-company-structure",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.companyStructure(actor, parseInput(structureSchema, input)),
  },
  {
    method: "GET",
    path: "/contacts-v2/contact/get",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.contact(actor, parseInput(contactIdSchema, input)),
  },
  {
    method: "GET",
    path: "/contacts-v2/recent/get-contacts",
    access: "user",
    handler: ({ services, actor }) => services.contacts.recent(actor),
  },
  {
    method: "POST",
    path: "/contacts-v2/recent/add",
    access: "user",
    async handler({ services, actor, input }) {
      await services.contacts.recordView(actor, parseInput(recentAddSchema, input));
      return null;
    },
  },
  {
    method: "POST",
    path: "/contacts-v2/change-sort",
    access: "user",
    async handler({ services, actor, input }) {
      const secretaryOf = await services.contacts.secretaryDepartments(actor);
      return services.contacts.changeSort(actor, editorsInput(actor, changeSortSchema, input, secretaryOf), { secretaryOf });
    },
  },
  {
    method: "POST",
    path: "/contacts-v2/create-another",
    access: "user",
    async handler({ services, actor, input }) {
      const secretaryOf = await services.contacts.secretaryDepartments(actor);
      return services.contacts.createAnother(actor, editorsInput(actor, createAnotherSchema, input, secretaryOf), secretaryOf);
    },
  },
  {
    method: "POST",
    path: "/contacts-v2/create-another-with-user",
    access: "user",
    async handler({ services, actor, input }) {
      const secretaryOf = await services.contacts.secretaryDepartments(actor);
      return services.contacts.createAnotherWithUser(
        actor,
        editorsInput(actor, createAnotherWithUserSchema, input, secretaryOf),
        secretaryOf,
      );
    },
  },
  {
    method: "POST",
    path: "/contacts-v2/update-another",
    access: "user",
    async handler({ services, actor, input }) {
      const secretaryOf = await services.contacts.secretaryDepartments(actor);
      return services.contacts.updateAnother(actor, editorsInput(actor, updateAnotherSchema, input, secretaryOf), secretaryOf);
    },
  },
  {
    method: "POST",
    path: "/contacts-v2/delete-another",
    access: "user",
    async handler({ services, actor, input }) {
      const secretaryOf = await services.contacts.secretaryDepartments(actor);
      await services.contacts.deleteAnother(actor, editorsInput(actor, deleteAnotherSchema, input, secretaryOf), secretaryOf);
      return null;
    },
  },
  // Departments' secretaries (/admin/secretary-to-department): who may call is checked before the input is read.
  {
    method: "GET",
    path: "/secretary/list",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireSecretaryManager(actor);
      return services.contacts.secretaryList(actor, parseInput(secretaryListSchema, input));
    },
  },
  {
    method: "POST",
    path: "/secretary/add",
    access: "user",
    async handler({ services, actor, input }) {
      requireSecretaryManager(actor);
      const assignment = parseInput(assignmentSchema, input);
      return { ...assignment, ...(await services.contacts.addSecretary(actor, assignment)) };
    },
  },
  {
    method: "POST",
    path: "/secretary/remove",
    access: "user",
    async handler({ services, actor, input }) {
      requireSecretaryManager(actor);
      const assignment = parseInput(assignmentSchema, input);
      await services.contacts.removeSecretary(actor, assignment);
      return null;
    },
  },
];
