// The names one feature name is spelled as in its files: the folder and URL (club-partners), the service
// key (clubPartners), types (ClubPartners), the table and migration (club_partners), roles, notification
// types and events (CLUB_PARTNERS). One place, so every template spells them alike.

/** Lowercase letters, digits and single dashes, starting with a letter (a folder, a URL segment and an identifier). */
export const FEATURE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface Names {
  /** club-partners: the folder, the URL (/club-partners) and the /api prefix. */
  kebab: string;
  /** clubPartners: the service key (context.services.clubPartners). */
  camel: string;
  /** ClubPartners: type names. */
  pascal: string;
  /** club_partners: the migration's feature part. */
  snake: string;
  /** CLUB_PARTNERS: the notification family. */
  upper: string;
  /** club_partners_items: its table. */
  table: string;
  /** ROLE_EDIT_CLUB_PARTNERS. */
  role: string;
  /** CLUB_PARTNERS_NEW: the notification type. */
  notificationType: string;
  /** CLUB_PARTNERS_NEW: the outbox event of an item added (server/events.ts). */
  newEvent: string;
  /** 202612050230_club_partners_items: the migration (the current UTC minute). */
  migration: string;
  /** clubPartnersFeature: the manifest's export, named in the registry. */
  manifest: string;
  /** Its Russian name in the menu and on the page (a placeholder unless --title gives one). */
  title: string;
}

/** YYYYMMDDHHMM of a time in UTC: the migration's stamp (app/portal/migrations.server.ts). */
export function minuteStamp(at: Date): string {
  return at.toISOString().slice(0, 16).replace(/[-T:]/g, "");
}

export function namesOf(kebab: string, title: string, at: Date): Names {
  const words = kebab.split("-");
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
  const camel = pascal[0]!.toLowerCase() + pascal.slice(1);
  const snake = words.join("_");
  const upper = snake.toUpperCase();
  return {
    kebab,
    camel,
    pascal,
    snake,
    upper,
    table: `${snake}_items`,
    role: `ROLE_EDIT_${upper}`,
    notificationType: `${upper}_NEW`,
    newEvent: `${upper}_NEW`,
    migration: `${minuteStamp(at)}_${snake}_items`,
    manifest: `${camel}Feature`,
    title,
  };
}
