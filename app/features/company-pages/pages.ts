// The company's pages (spec part 1 §2.3): their slugs, which are their addresses (/history...). Client-safe.
export const PAGE_SLUGS = ["history", "corporate-values", "strategy", "competencies", "updates", "mirapolis-mobile"] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const isPageSlug = (value: unknown): value is PageSlug =>
  typeof value === "string" && (PAGE_SLUGS as readonly string[]).includes(value);

/** Where a page and its editing live. */
export const pageUrl = {
  view: (slug: PageSlug) => `/${slug}`,
  edit: (slug: PageSlug) => `/company-pages/${slug}/edit`,
  versions: (slug: PageSlug) => `/company-pages/${slug}/versions`,
  version: (slug: PageSlug, version: number) => `/company-pages/${slug}/versions/${version}`,
};

export const COMPETENCES_ADMIN = "/admin/competences";
