// The /api calls of the contacts directory (spec part 2 §7 "Contacts"); payloads in docs/api.md.
import type { ApiRoute } from "~/platform/api.server";

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
    handler: ({ services, actor, input }) => services.contacts.childrenAndContacts(actor, input),
  },
  {
    method: "GET",
    path: "/contacts-v2/category/get-company-structure",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.companyStructure(actor, input),
  },
  {
    method: "GET",
    path: "/contacts-v2/contact/get",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.contact(actor, input),
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
      await services.contacts.recordView(actor, input);
      return null;
    },
  },
  {
    method: "POST",
    path: "/contacts-v2/change-sort",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.changeSort(actor, input),
  },
  {
    method: "POST",
    path: "/contacts-v2/create-another",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.createAnother(actor, input),
  },
  {
    method: "POST",
    path: "/contacts-v2/create-another-with-user",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.createAnotherWithUser(actor, input),
  },
  {
    method: "POST",
    path: "/contacts-v2/update-another",
    access: "user",
    handler: ({ services, actor, input }) => services.contacts.updateAnother(actor, input),
  },
  {
    method: "POST",
    path: "/contacts-v2/delete-another",
    access: "user",
    async handler({ services, actor, input }) {
      await services.contacts.deleteAnother(actor, input);
      return null;
    },
  },
];
