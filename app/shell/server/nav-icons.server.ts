// The menu sections' icons (issue #32 point 1, /admin/icons and its calls): each top-level section shows a
// glyph of the portal's set, an uploaded PNG or SVG (the files service checks it by its content and rebuilds an
// SVG from an allow-list), or nothing. Holders of ROLE_EDIT_USER_ROLE_GROUP and administrators change them;
// every change and its audit entry are written in one transaction, and the kept menu is forgotten, so the next
// page draws it (and its cached HTML) with the new icon.
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { recordAudit } from "~/platform/audit.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import { lockOwnUpload } from "~/platform/files/own-upload.server";
import type { FileReadGuard } from "~/platform/files/files.server";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import { mayChooseSectionIcons } from "~/shell/policy";
import { sectionIconRefusals as refusals } from "~/shell/messages.server";
import { setIconSchema } from "~/shell/schema";
import { NAV_ICON } from "~/shell/files";
import { SECTION_ICON_NAMES, sectionIconPath } from "~/shell/ui/section-icons";
import type { Nav } from "./nav.server";

/** A top-level section as /admin/icons and GET /nav/icons show it. */
export interface SectionIcon {
  id: number;
  name: string;
  link: string;
  /** A glyph of the set by name; null: none (or an uploaded one). */
  icon: string | null;
  /** The uploaded icon's address ("/files/…"); null: none. */
  iconUrl: string | null;
}

/** The holder of the right, or the refusal: signed out (401), anyone else (by the role's name). */
function requireIconsRight(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!mayChooseSectionIcons(user)) throw forbidden(refusals.noRight);
  return user;
}

export function createNavIcons({ db, now }: Deps, nav: Pick<Nav, "forget">) {
  /** The top-level sections in the menu's order, with their icons. */
  async function sections(): Promise<SectionIcon[]> {
    const rows = await db
      .selectFrom("nav_items")
      .leftJoin("files", "files.id", "nav_items.icon_file_id")
      .select([
        "nav_items.id",
        "nav_items.name",
        "nav_items.link",
        "nav_items.icon",
        "files.id as file_id",
        "files.url_key",
        "files.original_name",
      ])
      .where("nav_items.parent_id", "is", null)
      .orderBy("nav_items.sort")
      .orderBy("nav_items.id")
      .execute();
    return rows.map((row) => {
      const file = row.file_id != null && row.url_key != null && row.original_name != null;
      return {
        id: row.id,
        name: row.name,
        link: row.link,
        icon: !file && sectionIconPath(row.icon) ? row.icon : null,
        iconUrl: file ? filePathOf(row.file_id!, row.url_key!, row.original_name!) : null,
      };
    });
  }

  return {
    /** GET /nav/icons: the set's names and each top-level section with its icon. */
    async list(actor: Actor): Promise<{ icons: string[]; sections: SectionIcon[] }> {
      requireIconsRight(actor);
      return { icons: [...SECTION_ICON_NAMES], sections: await sections() };
    },

    /**
     * POST /nav/icon {id, icon} (a glyph of the set, null: none) or {id, fileId} (the actor's own NAV_ICON
     * upload): the section as it is now.
     */
    async set(actor: Actor, input: unknown): Promise<SectionIcon> {
      const user = requireIconsRight(actor);
      const { id, icon, fileId } = parseInput(setIconSchema, input);
      await db.transaction().execute(async (trx) => {
        const section = await trx
          .selectFrom("nav_items")
          .select(["id", "parent_id", "name", "icon", "icon_file_id"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!section) throw notFound(refusals.sectionNotFound);
        if (section.parent_id != null) throw invalid(refusals.notTopLevel);
        // Only one's own upload of this kind: no one hangs another person's file in everyone's menu.
        const file = fileId === undefined ? null : await lockOwnUpload(trx, { fileId, ownerId: user.userId, fileType: NAV_ICON.type });
        if (fileId !== undefined && !file) throw notFound(refusals.fileNotFound);
        const after = { icon: file ? null : (icon ?? null), icon_file_id: file?.id ?? null };
        await trx.updateTable("nav_items").set(after).where("id", "=", id).execute();
        await recordAudit(trx, {
          actorId: user.userId,
          action: after.icon === null && after.icon_file_id === null ? "NAV_ICON_RESET" : "NAV_ICON_SET",
          entity: "NAV_ITEM",
          entityId: id,
          before: { name: section.name, icon: section.icon, fileId: section.icon_file_id },
          after: { name: section.name, icon: after.icon, fileId: after.icon_file_id },
          at: now(),
        });
      });
      nav.forget();
      return (await sections()).find((s) => s.id === id)!;
    },

    /** Any signed-in person reads a file that is a section's icon: everyone's menu shows it. */
    fileReadGuard: (async (_actor, fileId) => {
      const row = await db.selectFrom("nav_items").select("id").where("icon_file_id", "=", fileId).executeTakeFirst();
      return row ? true : null;
    }) satisfies FileReadGuard,
  };
}

export type NavIcons = ReturnType<typeof createNavIcons>;
