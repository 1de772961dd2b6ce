// The club's partners the club card's tests use, made through the club feature's own service (its table is not
// ours to write). The one place to change when the club's partners take their final shape.
import { actingAs } from "~/platform/actor";
import type { Portal } from "../../../portal/open.server";

export async function createPartner(portal: Portal, adminId: number, name: string): Promise<number> {
  const partner = await portal.services.club.create(actingAs(adminId, ["ROLE_ADMINISTRATOR"]), { title: name });
  return partner.id;
}
