// Rules of normative documents (spec part 1 §5), shared by the forms (client and server) and /api.
// zod/mini keeps the browser bundle small (ADR 0003).
import * as z from "zod/mini";
import { idOf } from "~/platform/schema";
import { versionField } from "~/platform/validate";
import { messages } from "~/features/documents/messages";
import { normalizeDate } from "~/shared/dates";
import { NAME_MAX, THEME_TITLE_MAX, SORT_LIST_MAX } from "./limits";

const t = messages;

const dateField = (required: boolean) =>
  z
    .pipe(
      z.optional(z.unknown()),
      z.transform((v) => normalizeDate(v)),
    )
    .check(
      z.refine((v) => !required || v !== "", { error: t.startRequired, abort: true }),
      z.refine((v) => v !== null, { error: t.dateInvalid }),
    );

const nameField = z
  .pipe(
    z.optional(z.nullable(z.string({ error: t.nameRequired }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(
    z.refine((v) => v.length > 0, { error: t.nameRequired }),
    z.refine((v) => v.length <= NAME_MAX, { error: t.nameTooLong }),
  );

const contentField = (message: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string({ error: message }))),
      z.transform((v) => v ?? ""),
    )
    .check(z.refine((v) => v.trim().length > 0, { error: message }));

/** The document form and /wiki/documents/add (create) or /update (update); the content message differs (§5). */
export const documentSchema = (mode: "create" | "update") =>
  z
    .object({
      name: nameField,
      startDate: dateField(true),
      endDate: dateField(false),
      themeId: idOf(t.themeRequired),
      contentNewEditor: contentField(mode === "create" ? t.contentRequiredCreate : t.contentRequiredUpdate),
      /** update: the version the edit started from (core/versions.server.ts). */
      version: versionField,
    })
    .check(z.refine((v) => !v.endDate || !v.startDate || v.endDate >= v.startDate, { error: t.endBeforeStart, path: ["endDate"] }));

export const documentIdSchema = z.object({ id: idOf(t.idRequired) });
export const themeIdSchema = z.object({ themeId: idOf(t.themeIdRequired) });
export const themeRefSchema = z.object({ id: idOf(t.themeIdRequired) });

const themeTitle = z
  .pipe(
    z.optional(z.nullable(z.string({ error: t.themeTitleRequired }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(
    z.refine((v) => v.length > 0, { error: t.themeTitleRequired }),
    z.refine((v) => v.length <= THEME_TITLE_MAX, { error: t.themeTitleTooLong }),
  );

export const themeCreateSchema = z.object({ title: themeTitle });
export const themeUpdateSchema = z.object({ id: idOf(t.themeIdRequired), title: themeTitle });

export const sortSchema = z.object({
  sortIdList: z
    .array(idOf(t.sortInvalid), { error: t.sortInvalid })
    .check(z.refine((ids) => ids.length > 0 && ids.length <= SORT_LIST_MAX && new Set(ids).size === ids.length, { error: t.sortInvalid })),
});

// --- the typed values the domain functions take (parsed at the edge: server/inputs.server.ts) ---
export type DocumentRef = z.output<typeof documentIdSchema>;
export type ThemeDocumentsQuery = z.output<typeof themeIdSchema>;
export type ThemeRef = z.output<typeof themeRefSchema>;
export type ThemeCreate = z.output<typeof themeCreateSchema>;
export type ThemeUpdate = z.output<typeof themeUpdateSchema>;
export type DocumentSort = z.output<typeof sortSchema>;
type DocumentOutput = z.output<ReturnType<typeof documentSchema>>;
/** A document's fields as the form and /api give them, checked and normalized; no end date and no version may be left out. */
export type DocumentValues = Omit<DocumentOutput, "endDate" | "version"> & Partial<Pick<DocumentOutput, "endDate" | "version">>;
export type DocumentUpdate = DocumentValues & DocumentRef;
