// A person's profile: the full card (with the visibility rules of the login phone and the birth
// year), its editable fields, the photo, the work status and the stimulation list (thanks, achievements).
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import sharp from "sharp";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Thanks, ThanksService } from "~/features/feed/index.server";
import { awardsOfPerson, type AchievementAward } from "~/features/achievements/index.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { canEditProfile } from "~/features/profile/policy";
import { parseInput } from "~/platform/validate";
import { claimVersion } from "~/platform/versions.server";
import { requireUser } from "~/platform/require-user";
import { decodeBase64, sniffImage } from "~/platform/files/sniff.server";
import { checkedImageHeader, SHARP_INPUT } from "~/platform/files/images.server";
import { takeUpload } from "~/platform/files/upload-rate.server";
import { AVATAR_URL, avatarStorageKey, isAvatarName } from "~/features/profile/avatar-names";
import { isoDay, profileUpdateSchema, WORK_STATUS_VALUES, type ProfileUpdate } from "~/features/profile/schema";
import type { AvatarInput, ProfileIdInput, StimulationInput, WorkStatusInput } from "./payloads.server";
import { profile } from "~/features/profile/messages";
import { profileRefusals as e } from "~/features/profile/messages.server";
import * as ru from "~/shared/messages";
import { updatePerson } from "~/features/users/index.server";
import { avatarFiles, smallAvatarPath } from "./avatar-files.server";
import { avatarSet } from "./avatar-moderation.server";

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_LARGE = 400;
export const AVATAR_SMALL = 96;

/** The spec's Profile (part 2 §3) as it leaves the server; see docs/api.md. */
export interface Profile {
  id: number;
  /** Send it back with an update: a profile changed since is not overwritten. */
  version: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  department: { id: number; name: string } | null;
  workPhone: string | null;
  workMobilePhone: string | null;
  email: string | null;
  telegram: string | null;
  skype: string | null;
  viber: string | null;
  vk: string | null;
  web: string | null;
  whatsapp: string | null;
  zone: string | null;
  address: string | null;
  ipPhone: string | null;
  /** Digits of the sign-in phone (10, without +7): to the owner always, to others only when visible. */
  loginPhone: string | null;
  loginPhoneIsVisible: boolean;
  /** "yyyy-mm-dd"; "--mm-dd" (ISO 8601 without the year) to others when the year is hidden. */
  birthday: string | null;
  birthYearIsVisible: boolean;
  avatarFile: { filePath: string; smallPath: string } | null;
  userWorkStatus: string | null;
  canEdit: boolean;
}

export interface WorkStatusItem {
  name: string;
  description: string;
}

export { smallAvatarPath };

/** What the profile asks of other features: the thanks a person received (the feed). */
export interface ProfileNeeds {
  thanks: Pick<ThanksService, "list">;
}

/** An achievement in the stimulation list: marked by its `type`, the award under `achievement`. */
export interface StimulationAchievement {
  type: "ACHIEVEMENT";
  /** The award's id (its page: /user/{userId}/achievement/{id}). */
  id: number;
  achievement: AchievementAward;
}

/** An entry of the stimulation list: a thanks received (as before, no `type`), or an achievement. */
export type StimulationItem = Thanks | StimulationAchievement;

/** The stimulation list's length: the latest thanks (the thanks pages page through all of them). */
const STIMULATION_MAX = 50;

export function createProfile({ db, now, dataDir, rate, fileStorage }: Deps, needs: ProfileNeeds) {
  const files = avatarFiles({ dataDir, fileStorage });
  const { storage, legacyDir } = files;
  const removeAvatarFiles = files.remove;

  async function loadRow(id: number) {
    return db
      .selectFrom("users")
      .leftJoin("departments", "departments.id", "users.department_id")
      .select([
        "users.id",
        "users.phone",
        "users.name",
        "users.surname",
        "users.middlename",
        "users.position",
        "users.work_phone",
        "users.work_mobile_phone",
        "users.email",
        "users.telegram",
        "users.skype",
        "users.viber",
        "users.vk",
        "users.web",
        "users.whatsapp",
        "users.zone",
        "users.address",
        "users.ip_phone",
        "users.login_phone_visible",
        "users.birthday",
        "users.birth_year_visible",
        "users.avatar_path",
        "users.work_status",
        "users.version",
        "departments.id as department_id",
        "departments.name as department_name",
      ])
      .where("users.id", "=", id)
      .executeTakeFirst();
  }

  async function present(actor: Actor, id: number): Promise<Profile> {
    const row = await loadRow(id);
    if (!row) throw notFound(profile.notFound);
    const isOwner = actor.kind === "user" && actor.userId === row.id;
    const canEdit = canEditProfile(actor, row.id);
    const loginPhoneIsVisible = row.login_phone_visible === 1;
    const birthYearIsVisible = row.birth_year_visible === 1;
    let birthday = row.birthday;
    if (birthday && !birthYearIsVisible && !canEdit) birthday = `--${birthday.slice(5)}`;
    return {
      id: row.id,
      name: row.name,
      surname: row.surname,
      middlename: row.middlename,
      position: row.position,
      department: row.department_id != null ? { id: row.department_id, name: row.department_name ?? "" } : null,
      workPhone: row.work_phone,
      workMobilePhone: row.work_mobile_phone,
      email: row.email,
      telegram: row.telegram,
      skype: row.skype,
      viber: row.viber,
      vk: row.vk,
      web: row.web,
      whatsapp: row.whatsapp,
      zone: row.zone,
      address: row.address,
      ipPhone: row.ip_phone,
      loginPhone: isOwner || loginPhoneIsVisible ? row.phone : null,
      loginPhoneIsVisible,
      birthday,
      birthYearIsVisible,
      avatarFile: row.avatar_path ? { filePath: row.avatar_path, smallPath: smallAvatarPath(row.avatar_path) } : null,
      userWorkStatus: row.work_status,
      canEdit,
      version: row.version,
    };
  }

  /** The person whose profile an edit targets (own by default); others' only for administrators. */
  async function editTarget(actor: Actor, id: number | undefined): Promise<number> {
    const user = requireUser(actor);
    const target = id ?? user.userId;
    if (!canEditProfile(actor, target)) throw forbidden(e.forbidden);
    const exists = await db.selectFrom("users").select("id").where("id", "=", target).executeTakeFirst();
    if (!exists) throw notFound(profile.notFound);
    return target;
  }

  return {
    /** GET /user/full-user-info?id */
    async fullInfo(actor: Actor, { id }: ProfileIdInput): Promise<Profile> {
      requireUser(actor);
      return present(actor, id);
    },

    /**
     * The payload of an update parsed with the rules of today (the server's clock: a birthday cannot
     * be after it), at the edge: /api and the edit page's action call it before `update`.
     */
    parseUpdate(input: unknown): ProfileUpdate {
      return parseInput(profileUpdateSchema(isoDay(now())), input);
    },

    /** POST /user/update: the editable fields present in the input (parsed by parseUpdate); null clears one. */
    async update(actor: Actor, data: ProfileUpdate): Promise<Profile> {
      requireUser(actor);
      const id = await editTarget(actor, data.id);
      const columns = {
        work_mobile_phone: data.workMobilePhone,
        email: data.email,
        telegram: data.telegram,
        skype: data.skype,
        viber: data.viber,
        whatsapp: data.whatsapp,
        vk: data.vk,
        web: data.web,
        zone: data.zone,
        address: data.address,
        birthday: data.birthday,
        birth_year_visible: data.birthYearIsVisible === undefined ? undefined : data.birthYearIsVisible ? 1 : 0,
        login_phone_visible: data.loginPhoneIsVisible === undefined ? undefined : data.loginPhoneIsVisible ? 1 : 0,
      };
      const changes = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
      await db.transaction().execute(async (trx) => {
        await claimVersion(trx, "users", id, data.version);
        await updatePerson(trx, id, { ...changes, updated_at: now().toISOString() });
      });
      return present(actor, id);
    },

    /**
     * POST /user/update-avatar and the page's upload: a JPEG or PNG (checked by content) of at most
     * 10 MB, cropped to a centred square, kept as 400 px and 96 px JPEGs; the old files go.
     */
    async updateAvatar(actor: Actor, { id, image }: AvatarInput): Promise<{ filePath: string; smallPath: string }> {
      const user = requireUser(actor);
      const target = await editTarget(actor, id);
      let bytes: Uint8Array;
      if (typeof image === "string") {
        // Base64 is 4/3 of the bytes: refuse an oversized one before decoding it.
        if (Math.floor((image.length * 3) / 4) > AVATAR_MAX_BYTES + 1024) throw invalid(e.imageTooBig);
        const decoded = decodeBase64(image.trim());
        if (!decoded || decoded.length === 0) throw invalid(e.imageType);
        bytes = decoded;
      } else {
        bytes = image;
      }
      if (bytes.length > AVATAR_MAX_BYTES) throw invalid(e.imageTooBig);
      const sniffed = sniffImage(bytes);
      if (!sniffed) throw invalid(e.imageType);
      // A photo is one of the person's uploads (platform/files/upload-rate.server.ts): counted before it is decoded.
      await takeUpload(rate, user.userId);

      let large: Buffer;
      let small: Buffer;
      try {
        // Over the pixel cap is refused from the header, before any decoding.
        if ((await checkedImageHeader(bytes)).format !== sniffed) throw invalid(e.imageType);
        const square = (size: number) =>
          sharp(bytes, SHARP_INPUT)
            .rotate() // the camera's orientation first, then the centred square
            .resize(size, size, { fit: "cover", position: "centre" })
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer();
        [large, small] = await Promise.all([square(AVATAR_LARGE), square(AVATAR_SMALL)]);
      } catch (error) {
        if (error instanceof Error && error.name === "DomainError") throw error;
        throw invalid(e.imageBroken);
      }

      const stem = `${target}-${randomBytes(8).toString("hex")}`;
      const largeName = `${stem}-large.jpg`;
      const smallName = `${stem}-small.jpg`;
      const filePath = `${AVATAR_URL}${largeName}`;
      // Both stored before the row points at them (a backup's snapshot never names a missing photo).
      try {
        await Promise.all([storage.put(avatarStorageKey(largeName)!, large), storage.put(avatarStorageKey(smallName)!, small)]);
      } catch (error) {
        await removeAvatarFiles(filePath).catch(() => {});
        throw error;
      }
      let previous: string | null = null;
      try {
        previous = await db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom("users").select("avatar_path").where("id", "=", target).executeTakeFirstOrThrow();
          const at = now().toISOString();
          await updatePerson(trx, target, { avatar_path: filePath, updated_at: at });
          // With the photo, when it was set: /admin/avatars lists the newest first.
          await avatarSet(trx, target, at);
          return row.avatar_path;
        });
      } catch (error) {
        await removeAvatarFiles(filePath);
        throw error;
      }
      await removeAvatarFiles(previous).catch(() => {});
      return { filePath, smallPath: smallAvatarPath(filePath) };
    },

    /** Whether a name is one of a photo's files (server/app.ts answers 404 to any other before asking who asks). */
    isAvatarName,

    /**
     * The bytes of a photo's file, streamed from the store (or from DATA_DIR/avatars for one saved
     * before the store and not yet migrated), or null: an unknown name or a photo since replaced.
     */
    async openAvatar(name: string): Promise<Readable | null> {
      const key = avatarStorageKey(name);
      if (!key) return null;
      const stored = await storage.getStream(key);
      if (stored) return stored;
      try {
        return (await fs.open(path.join(legacyDir, name), "r")).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    /**
     * GET /user/stimulation?userId: the thanks the person received, newest first (unchanged), then her
     * achievements, newest first, each `{ type: "ACHIEVEMENT", id, achievement }`.
     */
    async stimulation(actor: Actor, { userId }: StimulationInput): Promise<StimulationItem[]> {
      requireUser(actor);
      const exists = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
      if (!exists) throw notFound(profile.notFound);
      const [thanks, awards] = await Promise.all([
        needs.thanks.list(actor, { userId, limit: STIMULATION_MAX }),
        awardsOfPerson(db, userId),
      ]);
      return [...thanks.content, ...awards.map((a): StimulationAchievement => ({ type: "ACHIEVEMENT", id: a.id, achievement: a }))];
    },

    /** GET /user/work-status/list */
    workStatusList(actor: Actor): WorkStatusItem[] {
      requireUser(actor);
      return WORK_STATUS_VALUES.map((name) => ({ name, description: ru.workStatus[name]! }));
    },

    /** POST /user/work-status/update {workStatus}: the actor's own status, or null to clear it. */
    async updateWorkStatus(actor: Actor, { workStatus }: WorkStatusInput): Promise<{ userWorkStatus: string | null }> {
      const user = requireUser(actor);
      await updatePerson(db, user.userId, { work_status: workStatus, updated_at: now().toISOString() });
      return { userWorkStatus: workStatus };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfile>;
