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
    handler: ({ services, actor, input }) => services.contacts.changeSort(actor, editorsInput(actor, changeSortSchema, input)),
  },
  {
    method: "POST",
    path: "/contacts-v2/create-another",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.createAnother(actor, editorsInput(actor, createAnotherSchema, input)),
  },
  {
    method: "POST",
    path: "/contacts-v2/create-another-with-user",
    access: "user",
    handler: ({ services, actor, input }) =>
      services.contacts.createAnotherWithUser(actor, editorsInput(actor, createAnotherWithUserSchema, input)),
  },
  {
    method: "POST",
    path: "/contacts-v2/update-another",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.updateAnother(actor, editorsInput(actor, updateAnotherSchema, input)),
  },
  {
    method: "POST",
    path: "/contacts-v2/delete-another",
    access: "user",
    async handler({ services, actor, input }) {
      await services.contacts.deleteAnother(actor, editorsInput(actor, deleteAnotherSchema, input));
      return null;
    },
  },
];
