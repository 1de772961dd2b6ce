// The vacancies' two services as the pages and calls use them (issue #15). vacancies.server.ts and
// replies.server.ts implement them; the manifest (index.server.ts) names them `vacancies` and
// `vacancyReplies` in context.services.
import type { Actor, SignedIn } from "~/platform/actor";
import type { City, Level, ReplyMode, Sector, Vacancy, VacancyPage, VacancyQuery, VacancyReplyPage, VacancyState } from "../model";

/** A vacancy's fields as create takes them (checked by schema.ts: the page and /api alike). */
export interface VacancyFields {
  position: string;
  departmentId: number;
  contactId: number;
  cityId: number;
  sector: Sector;
  level: Level;
  /** Digits or null (salary modes). */
  wage: string | null;
  wage2: string | null;
  responsibility: string;
  requirements: string;
  conditions: string;
  state: VacancyState;
  hot: boolean;
}

/** update: the id, the version read (optional: /api may omit it), and the fields to change (omitted ones kept). */
export type VacancyUpdate = { id: number; version?: number } & Partial<VacancyFields>;

export interface VacanciesService {
  /** GET /vacancies/cities: id 1 Вологда first, then by id. */
  cities(): Promise<City[]>;
  /**
   * GET /vacancies/list and the list page: hot first, then newest. ARCHIVE and onlyMy from non-editors
   * are refused (invalid) by the call; the page never offers them.
   */
  list(actor: Actor, query: VacancyQuery): Promise<VacancyPage>;
  /** GET /vacancies/total: PUBLIC vacancies, by the list's filters when given. */
  total(actor: Actor, filters: Partial<Pick<VacancyQuery, "cityId" | "sector" | "level">>): Promise<number>;
  /**
   * GET /vacancies/get and the vacancy page; `countView` counts the reader's first view (once per person).
   * Unknown, or archived for a non-editor: notFound «Вакансия не найдена».
   */
  get(actor: Actor, id: number, options?: { countView?: boolean }): Promise<Vacancy>;
  /** Editors only (forbidden otherwise); publishDate now. */
  create(actor: SignedIn, input: VacancyFields): Promise<Vacancy>;
  /** Editors only; a stale version: conflict «Вакансию изменили, пока вы её редактировали. Обновите страницу». */
  update(actor: SignedIn, input: VacancyUpdate): Promise<Vacancy>;
}

/** A reply or recommendation as the calls and the vacancy page's forms send it. */
export interface ReplyInput {
  vacancyId: number;
  mode: ReplyMode;
  /** RECOMMEND: the candidate, required. SELF: ignored (the sender's own name). */
  fullName: string | null;
  /** Normalized +7XXXXXXXXXX (schema.ts). */
  telephone: string;
  email: string;
  info: string;
  /** The caller's own unattached VACANCY_RESUME upload, or null. */
  resumeId: number | null;
}

export interface VacancyRepliesService {
  /**
   * POST /vacancies/reply-internal-user (SELF), /vacancies/reply (RECOMMEND) and the vacancy page's two
   * forms: the reply row and its claim in one transaction → the claim {id, status}. Refuses archived or
   * unknown vacancies, a second open SELF reply («Вы уже откликнулись на эту вакансию»), a repeated open
   * recommendation of the same phone, another's or an attached résumé.
   */
  reply(actor: SignedIn, input: ReplyInput): Promise<{ id: number; status: string }>;
  /** GET /vacancies/replies and the vacancy page's «Отклики (N)»: editors and the contact (forbidden otherwise). */
  list(actor: Actor, input: { vacancyId: number; after: string | null }): Promise<VacancyReplyPage>;
}
