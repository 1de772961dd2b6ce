// Real ids of the demo seed the access matrix calls with: the section 9000000003 edits, an article
// there, one elsewhere, a document, an FAQ question... read from the database, never guessed.
import { sql } from "kysely";
import type { World } from "./world";

export interface SeedIds {
  /** A top guide section without an access list, whose subtree the section editor does not edit. */
  topSection: number;
  /** "Магазин на Невском": the one section 9000000003 edits, and its parent. */
  ownSection: number;
  ownSectionParent: number;
  ownArticle: number;
  /** A published article of topSection's subtree (edited by guide editors only). */
  otherArticle: number;
  theme: number;
  document: number;
  faqCategory: number;
  faqQuestion: number;
  glossaryTerm: number;
  contactCategory: number;
  contactCategoryParent: number;
  serviceRecord: number;
  /** A person's card in the directory. */
  personContact: number;
  department: number;
  /** A notification of the section editor (9000000003). */
  sectionEditorNotification: number;
}

export async function seedIds(world: World): Promise<SeedIds> {
  const db = world.portal.db.kysely;
  const one = async (query: string) => {
    const row = (await sql.raw<{ id: number }>(query).execute(db)).rows[0];
    if (!row) throw new Error(`no row for ${query}`);
    return Number(row.id);
  };
  const ownSection = await one(`select section_id as id from guide_section_editors where user_id = ${world.userIds.sectionEditor}`);
  const ownSectionParent = await one(`select parent_id as id from guide_sections where id = ${ownSection}`);
  const topSection = await one(
    `select id from guide_sections s where parent_id is null and id <> ${ownSectionParent}
       and not exists (select 1 from guide_section_access a where a.section_id = s.id) order by sort, id`,
  );
  return {
    topSection,
    ownSection,
    ownSectionParent,
    ownArticle: await one(`select id from guide_articles where section_id = ${ownSection} and status = 'PUBLISHED' order by id`),
    otherArticle: await one(
      `select a.id from guide_articles a join guide_sections s on s.id = a.section_id
        where a.status = 'PUBLISHED' and (s.id = ${topSection} or s.parent_id = ${topSection}) order by a.id`,
    ),
    theme: await one("select id from document_themes order by sort, id"),
    document: await one("select id from documents order by id"),
    faqCategory: await one("select id from faq_categories order by sort, id"),
    faqQuestion: await one("select id from faq_questions order by id"),
    glossaryTerm: await one("select id from glossary_terms order by id"),
    contactCategory: await one("select category_id as id from contacts where kind = 'another' order by id"),
    contactCategoryParent: await one(
      "select parent_id as id from contact_categories where id = (select category_id from contacts where kind = 'another' order by id limit 1)",
    ),
    serviceRecord: await one("select id from contacts where kind = 'another' order by id"),
    personContact: await one("select id from contacts where kind = 'user' order by id"),
    department: await one("select id from departments where parent_id is not null order by id"),
    sectionEditorNotification: await one(`select id from notifications where user_id = ${world.userIds.sectionEditor} order by id`),
  };
}
