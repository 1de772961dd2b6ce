// The partners club's shapes as pages and /api return them, client-safe (types only).

/** A city or a category with how many partners it has (in the city asked about, for a city's categories). */
export interface ClubPlace {
  id: number;
  name: string;
  partners: number;
}

/** A partner in a list: what a card shows. */
export interface PartnerCard {
  id: number;
  name: string;
  discount: number;
  categoryId: number;
  category: string;
  /** The logo's address (its MEDIUM variant), or null. */
  logo: string | null;
}

export interface PartnerAddress {
  cityId: number;
  city: string;
  address: string;
}

/** A partner's page: the card with its texts and addresses, grouped by city in the order of the cities' names. */
export interface Partner extends PartnerCard {
  description: string;
  conditions: string;
  website: string | null;
  phone: string | null;
  logoFileId: number | null;
  addresses: PartnerAddress[];
}

/** A keyset page of partners by (name, id): `next` is the opaque cursor of the following page, or null. */
export interface PartnerPage {
  partners: PartnerCard[];
  next: string | null;
}
