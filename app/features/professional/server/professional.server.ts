// The best-in-profession domain: the contest's years (the newest first) and a year's winners by profession,
// region and place, filtered by region and profession. A year's page is five statements whatever it holds (the
// years, the year, two lists of choices, the winners). Editors and administrators change years and winners;
// each change writes PROFESSIONAL_WINNERS_CHANGED for the search in its transaction.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, notFound, unauthorized } from "~/platform/errors";
import { writeIdsEvent } from "~/platform/events.server";
import type { FilesService } from "~/platform/files/files.server";
import { api as apiMessages } from "~/shared/messages.server";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditProfessional, canReadProfessional } from "../policy";
import type { WinnerInput, YearInput } from "../schema";
import type { ContestYear, Winner, WinnerFilter, YearResults } from "./model";

/** Payload `{ ids }`: winners added, changed or deleted (their year's deletion included). */
export const PROFESSIONAL_WINNERS_CHANGED = "PROFESSIONAL_WINNERS_CHANGED";
/** The most winners a year's page shows. */
export const WINNERS_LIMIT = 1000;

export function requireReader(actor: Actor): void {
  if (!canReadProfessional(actor)) throw unauthorized(apiMessages.unauthorized);
}

export function requireEditor(actor: Actor): void {
  requireReader(actor);
  if (!canEditProfessional(actor)) throw forbidden(r.forbidden);
}

type WinnerRow = {
  id: number;
  year: number;
  user_id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatar_path: string | null;
  profession: string;
  region: string;
  place: number | null;
  nomination: string | null;
  text: string;
  photo_path: string | null;
  photo_file_id: number | null;
};

const presentWinner = (w: WinnerRow): Winner => ({
  id: w.id,
  year: w.year,
  user: { id: w.user_id, name: w.name, surname: w.surname, middlename: w.middlename, position: w.position, avatar: w.avatar_path },
  profession: w.profession,
  region: w.region,
  place: w.place,
  nomination: w.nomination,
  text: w.text,
  photo: w.photo_path ? `${w.photo_path}?size=MEDIUM` : null,
  photoFileId: w.photo_file_id,
});

const presentYear = (y: { id: number; year: number; title: string; description: string }): ContestYear => ({
  id: y.id,
  year: y.year,
  title: y.title || t.yearTitle(y.year),
  description: y.description,
});

export function createProfessional({ db, now }: Pick<Deps, "db" | "now">) {
  const winners = () =>
    db
      .selectFrom("professional_winners as w")
      .innerJoin("professional_years as y", "y.id", "w.year_id")
      .innerJoin("users as u", "u.id", "w.user_id")
      .select([
        "w.id",
        "y.year",
        "w.user_id",
        "u.name",
        "u.surname",
        "u.middlename",
        "u.position",
        "u.avatar_path",
        "w.profession",
        "w.region",
        "w.place",
        "w.nomination",
        "w.text",
        "w.photo_path",
        "w.photo_file_id",
      ]);

  async function yearRow(year: number): Promise<ContestYear> {
    const row = await db
      .selectFrom("professional_years")
      .select(["id", "year", "title", "description"])
      .where("year", "=", year)
      .executeTakeFirst();
    if (!row) throw notFound(r.yearNotFound);
    return presentYear(row);
  }

  async function photoPath(files: FilesService, fileId: number): Promise<string> {
    const record = await files.record(fileId);
    if (record?.fileType !== "PROFESSIONAL_PHOTO") throw notFound(r.fileNotFound, { photoFileId: r.fileNotFound });
    return record.filePath;
  }

  return {
    /** The contest's years, the newest first. */
    async years(actor: Actor): Promise<number[]> {
      requireReader(actor);
      const rows = await db.selectFrom("professional_years").select("year").orderBy("year", "desc").execute();
      return rows.map((y) => y.year);
    },

    /** A year's results (null year: the latest), filtered by region and profession; null when there is no year yet. */
    async results(actor: Actor, year: number | null, filter: WinnerFilter): Promise<YearResults | null> {
      const years = await this.years(actor);
      const chosen = year ?? years[0];
      if (chosen === undefined) return null;
      const contest = await yearRow(chosen);
      const distinct = (column: "region" | "profession") =>
        db.selectFrom("professional_winners").select(column).distinct().where("year_id", "=", contest.id).orderBy(column).execute();
      const [regions, professions] = await Promise.all([distinct("region"), distinct("profession")]);
      let q = winners().where("w.year_id", "=", contest.id);
      if (filter.region) q = q.where("w.region", "=", filter.region);
      if (filter.profession) q = q.where("w.profession", "=", filter.profession);
      const rows = await q.orderBy("w.profession").orderBy("w.region").orderBy("w.place").orderBy("w.id").limit(WINNERS_LIMIT).execute();
      return {
        years,
        year: contest,
        regions: regions.map((x) => x.region),
        professions: professions.map((x) => x.profession),
        winners: rows.map(presentWinner),
      };
    },

    async year(actor: Actor, year: number): Promise<ContestYear> {
      requireReader(actor);
      return yearRow(year);
    },

    async winner(actor: Actor, year: number, id: number): Promise<Winner> {
      requireReader(actor);
      const row = await winners().where("w.id", "=", id).where("y.year", "=", year).executeTakeFirst();
      if (!row) throw notFound(r.winnerNotFound);
      return presentWinner(row);
    },

    /** Adds a year (current null) or changes one (its number too, unless another year has it). */
    async saveYear(actor: Actor, current: number | null, input: YearInput): Promise<ContestYear> {
      requireEditor(actor);
      const at = now().toISOString();
      const clash = await db.selectFrom("professional_years").select("id").where("year", "=", input.year).executeTakeFirst();
      const own = current === null ? null : await yearRow(current);
      if (clash && clash.id !== own?.id) throw conflict(r.yearExists);
      const values = { year: input.year, title: input.title, description: input.description, updated_at: at };
      if (own) await db.updateTable("professional_years").set(values).where("id", "=", own.id).execute();
      else
        await db
          .insertInto("professional_years")
          .values({ ...values, created_at: at })
          .execute();
      return yearRow(input.year);
    },

    /** Deletes a year and its winners. */
    async removeYear(actor: Actor, year: number): Promise<void> {
      requireEditor(actor);
      const own = await yearRow(year);
      await db.transaction().execute(async (trx) => {
        const gone = await trx.selectFrom("professional_winners").select("id").where("year_id", "=", own.id).execute();
        await trx.deleteFrom("professional_winners").where("year_id", "=", own.id).execute();
        await trx.deleteFrom("professional_years").where("id", "=", own.id).execute();
        await writeIdsEvent(
          trx,
          PROFESSIONAL_WINNERS_CHANGED,
          gone.map((g) => g.id),
          now(),
        );
      });
    },

    /** Adds a winner to a year (id null) or changes one; a new photo must be a PROFESSIONAL_PHOTO file. */
    async saveWinner(actor: Actor, year: number, id: number | null, input: WinnerInput, files: FilesService): Promise<Winner> {
      requireEditor(actor);
      const contest = await yearRow(year);
      if (id !== null) await this.winner(actor, year, id);
      const person = await db.selectFrom("users").select("id").where("id", "=", input.userId!).where("blocked", "=", 0).executeTakeFirst();
      if (!person) throw notFound(r.personNotFound, { userId: r.personNotFound });
      const path = input.photoFileId !== undefined ? await photoPath(files, input.photoFileId) : undefined;
      const at = now();
      const values = {
        user_id: person.id,
        profession: input.profession,
        region: input.region,
        place: input.place,
        nomination: input.nomination || null,
        text: input.text,
        updated_at: at.toISOString(),
        ...(path !== undefined ? { photo_file_id: input.photoFileId!, photo_path: path } : {}),
      };
      const savedId = await db.transaction().execute(async (trx) => {
        let winnerId = id;
        if (winnerId === null) {
          const row = await trx
            .insertInto("professional_winners")
            .values({ ...values, year_id: contest.id, created_at: at.toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          winnerId = row.id;
        } else await trx.updateTable("professional_winners").set(values).where("id", "=", winnerId).execute();
        await writeIdsEvent(trx, PROFESSIONAL_WINNERS_CHANGED, [winnerId], at);
        return winnerId;
      });
      return this.winner(actor, year, savedId);
    },

    async removeWinner(actor: Actor, year: number, id: number): Promise<void> {
      requireEditor(actor);
      await this.winner(actor, year, id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("professional_winners").where("id", "=", id).execute();
        await writeIdsEvent(trx, PROFESSIONAL_WINNERS_CHANGED, [id], now());
      });
    },

    /** Whether a file is a winner's photo (the files' read guard: anyone signed in reads it). */
    async isShownPhoto(fileId: number): Promise<boolean> {
      const row = await db.selectFrom("professional_winners").select("id").where("photo_file_id", "=", fileId).limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ProfessionalService = ReturnType<typeof createProfessional>;
