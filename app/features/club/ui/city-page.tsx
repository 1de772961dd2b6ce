// The page of a city's partners, all of them or a category's: the categories as chips with their counts, the
// cards, «Ещё партнёры» and the city's search. /club/partners/{idCity} and /club/partners/{idCity}/{idCat}.
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import type { ClubPlace, PartnerCard } from "../server/model";
import { CategoryChips, moreOf, PartnerList, SearchForm } from "./parts";

export interface CityPageData {
  city: { id: number; name: string };
  category: { id: number; name: string } | null;
  categories: ClubPlace[];
  partners: PartnerCard[];
  next: string | null;
  first: boolean;
}

export const cityPageTitle = (d: Pick<CityPageData, "city" | "category">) =>
  d.category ? t.categoryPartners(d.city.name, d.category.name) : t.cityPartners(d.city.name);

export function CityPage(data: CityPageData) {
  const { city, category, categories, partners, next, first } = data;
  const path = category ? `/club/partners/${city.id}/${category.id}` : `/club/partners/${city.id}`;
  return (
    <div className="club">
      <h1 className="page-title">{cityPageTitle(data)}</h1>
      <div className="club-actions">
        <Link to="/club/partners">{t.otherCity}</Link>
        {first ? null : <Link to={path}>{t.firstPage}</Link>}
      </div>
      <SearchForm cities={[{ id: city.id, name: city.name, partners: 0 }]} cityId={city.id} />
      <CategoryChips cityId={city.id} categories={categories} current={category?.id ?? null} />
      <PartnerList partners={partners} moreHref={moreOf(path, next)} />
    </div>
  );
}
