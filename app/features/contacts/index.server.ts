// The contacts directory: categories, cards, service records, the company structure; favourite cards.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_CONTACTS, ROLE_EDIT_SECRETARY, SECRETARY_ROLES } from "./policy";
import { createContacts } from "./server/contacts.server";
import { contactsApi } from "./server/api.server";
import { seedDirectory } from "./seed.server";
import { contactsMenuNames, roleGroupNames, secretaryGroupNames } from "./messages.server";
import { secretariesPage } from "./messages/secretaries";
import { migrations } from "./migrations";

export type { Contacts, ContactCard } from "./server/contacts.server";
export { fullName } from "./names";
export * as demoNames from "./seed-names.server";
// The users feature files a person in the directory whenever it writes her row (it imports this feature).
export { ensureDepartmentCategories, syncPersonInDirectory } from "./server/directory.server";
// The directory's search events (whoever writes people, departments or positions records the change).
export {
  CONTACT_CHANGED,
  DEPARTMENT_CHANGED,
  PERSON_CHANGED,
  POSITION_CHANGED,
  contactsChanged,
  departmentsChanged,
  peopleChanged,
  positionsChanged,
} from "./server/directory-events.server";
export { CONTACT_PARTS, findablePeople, peopleScope } from "./server/contact-index.server";
export type { DepartmentItem, PositionItem } from "./server/catalogue-index.server";
// The catalogue's positions by name, department or id (the guide's demo gives its wiki roles positions; the rights name them).
export { knownPositionNames, positionIdsInDepartment, positionIdsNamed, positionsByIds } from "./server/position-ids.server";
// The request engine's route reaches a person's manager by the department chain.
export { managerOf } from "./server/managers.server";
// ...and a department's secretaries (the nearest ones up the chain): a route's «Секретарь подразделения» stop.
export { secretariesOf } from "./server/secretary-scope.server";
export { ROLE_EDIT_SECRETARY } from "./policy";
// The birthdays list filters by department and city.
export { departmentChoices } from "./server/department-choices.server";

export const contactsFeature = defineFeature({
  name: "contacts",
  migrations,
  menu: [
    { name: contactsMenuNames.contacts, link: "/v2/contacts", order: 3 },
    { name: contactsMenuNames.directory, link: "/v2/contacts", order: 0, under: "/v2/contacts" },
    { name: contactsMenuNames.structure, link: "/structure", order: 1, under: "/v2/contacts" },
  ],
  services: (deps) => ({ contacts: createContacts(deps) }),
  api: contactsApi,
  roles: [ROLE_EDIT_CONTACTS, ROLE_EDIT_SECRETARY],
  // Assigning secretaries is a group of its own: it hands out editing of a department's contacts, which the
  // contact editors' group should not let them give away.
  roleGroups: [
    { type: "CONTACT_MANAGEMENT", ...roleGroupNames, roles: [ROLE_EDIT_CONTACTS] },
    { type: "SECRETARY_MANAGEMENT", ...secretaryGroupNames, roles: [ROLE_EDIT_SECRETARY] },
  ],
  adminPages: [
    {
      path: "/admin/secretary-to-department",
      section: "people",
      roles: [...SECRETARY_ROLES],
      title: secretariesPage.title,
      hint: secretariesPage.hint,
    },
  ],
  favoriteKinds: ({ contacts }) => [contacts.favoriteKind],
  searchIndexers: ({ contacts }) => contacts.searchIndexers,
  // The people every other demo seed refers to: this feature's seed runs first.
  seed: seedDirectory,
});
