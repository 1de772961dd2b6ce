// The club's partners the club card's tests use, made through the club feature's own service (its tables are not
// ours to write): a city and a category once per portal, then a partner in them.
import { actingAs } from "~/platform/actor";
import type { Portal } from "../../../portal/open.server";

const places = new WeakMap<Portal, Promise<{ cityId: number; categoryId: number }>>();

export async function createPartner(portal: Portal, adminId: number, name: string): Promise<number> {
  const admin = actingAs(adminId, ["ROLE_ADMINISTRATOR"]);
  let place = places.get(portal);
  if (!place) {
    place = (async () => ({
      cityId: (await portal.services.club.places.save(admin, "city", null, { name: `Город карт ${adminId}` })).id,
      categoryId: (await portal.services.club.places.save(admin, "category", null, { name: `Категория карт ${adminId}` })).id,
    }))();
    places.set(portal, place);
  }
  const { cityId, categoryId } = await place;
  const input = {
    name,
    categoryId,
    discount: 10,
    description: "",
    conditions: "",
    website: "",
    phone: "",
    logoFileId: undefined,
    addresses: [{ cityId, address: "ул. Тестовая, 1" }],
  };
  return portal.services.club.partners.save(admin, null, input, portal.services.files);
}
