// The shapes of the contacts directory as they leave the server (the /api payloads of api.md and
// the pages' loader data). Types only: client components import them without pulling server code.
import type { PageLinks } from "~/features/contacts/paging";

export interface Crumb {
  id: number;
  name: string;
}

/** The spec's contact category. */
export interface CategoryView {
  id: number;
  name: string;
  hasChildren: boolean;
  /** The parent category's id, null for a top category. */
  parent: number | null;
  /** Set when the category mirrors a department. */
  departmentId: number | null;
  sort: number;
}

export interface CategoryWithPath extends CategoryView {
  /** From the top category down to this one (included). */
  breadcrumb: Crumb[];
  /** "1/5/12": the ids of `breadcrumb`, the path of /v2/contacts/{path}. */
  categoryIdBreadCrumb: string;
}

export interface ContactStatus {
  statusName: string;
  statusDesc: string;
}

/** The spec's contact card (part 2 §3), plus kind, own, sort and category. */
export interface ContactCard {
  id: number;
  /** The employee of the card, or the person a service record is linked to. */
  userId: number | null;
  name: string;
  surname: string | null;
  middlename: string | null;
  position: string | null;
  /** Phone lines, each a number as people should dial it. */
  telephone: string[];
  address: string | null;
  emailUser: string | null;
  avatarFile: { filePath: string } | null;
  ipPhone: string | null;
  /** "1/5/12": the card's category path from the top (/v2/contacts/{categoryIdBreadCrumb}). */
  categoryIdBreadCrumb: string;
  workStatus: string | null;
  statuses: ContactStatus[];
  /** In the asking person's favourites. */
  favorite: boolean;
  /** "user": an employee (data from the profile); "another": a service record. */
  kind: "user" | "another";
  /** The card belongs to the asking person (their own employee card or a record linked to them). */
  own: boolean;
  sort: number;
  category: Crumb;
}

export interface CategoryContent {
  category: CategoryWithPath;
  children: CategoryView[];
  contacts: ContactCard[];
}

/** One page of a category (the page /v2/contacts/{path}): its cards, how many there are in all, the links. */
export interface CategoryPage extends CategoryContent {
  total: number;
  links: PageLinks;
}

export interface StructureHead {
  userId: number;
  /** The head's employee card, when they have one. */
  contactId: number | null;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatarFile: { filePath: string } | null;
  workStatus: string | null;
}

export interface StructureNode {
  id: number;
  name: string;
  city: string | null;
  categoryId: number | null;
  categoryIdBreadCrumb: string | null;
  head: StructureHead | null;
  /** Employees of this department itself. */
  headcount: number;
  /** Employees of this department and all its subdepartments. */
  totalHeadcount: number;
  /** Its own secretaries (issue #32 point 3), active ones, by name. */
  secretaries: StructureSecretary[];
  children: StructureNode[];
}

export interface StructureSecretary {
  userId: number;
  name: string;
}
