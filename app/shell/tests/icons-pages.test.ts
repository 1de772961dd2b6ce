// /admin/icons without JavaScript (issue #32 point 1), on the Remix build: the sections with their icons, a
// glyph chosen by a plain form and seen in every page's menu, an icon uploaded by a multipart form, a refusal
// shown beside its section with the choice kept, the icon taken away; the page refused to those without the
// right, naming it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, formBrowser, text } from "../../../tests/helpers/form-browser";
import { fileRefusals } from "~/shared/messages.server";
import { sectionIconRefusals as r } from "~/shell/messages.server";
import { sectionIconsPage as t } from "~/shell/icons/messages";
import { SECTION_ICONS } from "~/shell/ui/section-icons";
import { openIcons, png, type IconsWorld, type Who } from "./fixture";

describe("the sections' icons page without JavaScript", () => {
  let w: IconsWorld;
  const browser = formBrowser<Who>(() => w.server, {} as Record<Who, string>, { redirectStatus: 303 });
  beforeAll(async () => {
    w = await openIcons("sqlite", { pages: true });
    Object.assign(
      browser,
      formBrowser<Who>(() => w.server, w.cookies, { redirectStatus: 303 }),
    );
  });
  afterAll(async () => {
    await w?.close();
  });

  const PAGE = "/admin/icons";
  /** The desktop header's sections (their list ends where the header's tools begin). */
  const desktopMenu = (html: string) => html.slice(html.indexOf('id="main-nav-list"'), html.indexOf('class="header__tools"'));

  it("lists the top-level sections with a form each, for the holders of the right only", async () => {
    const page = await browser.html(PAGE, "rights");
    expect(text(page)).toContain(t.title);
    for (const name of ["Новости", "База знаний", "Вакансии"]) expect(text(page)).toContain(t.setLabel(name));
    expect(text(page)).not.toContain(t.setLabel("Гид по компании"));
    // Twenty glyphs drawn once, referred to by each section's radios.
    expect(count(page, "<symbol ")).toBe(Object.keys(SECTION_ICONS).length);
    expect(count(page, 'name="icon"')).toBe(3 * Object.keys(SECTION_ICONS).length);
    expect(count(page, 'encType="multipart/form-data"')).toBe(3);
    const refused = await browser.get(PAGE, "employee");
    expect(refused.status).toBe(403);
    expect(text(await refused.text())).toContain(r.noRight);
    expect((await browser.get(PAGE, null)).status).toBe(302);
    expect(text(await browser.html("/admin", "rights"))).toContain(t.title);
  });

  it("chooses a glyph by a plain form: the menu of every page shows it, and it is taken away again", async () => {
    const { news } = w.sections;
    const { page, location } = await browser.postAndFollow(
      PAGE,
      "rights",
      { intent: "choose", id: String(news), icon: "news" },
      `${PAGE}#section-${news}`,
    );
    expect(location).toBe(`${PAGE}#section-${news}`);
    expect(text(page)).toContain(t.chosenToast("Новости"));
    expect(page).toContain('<input type="radio" name="icon" checked="" value="news"/>');
    const home = await browser.html("/vacancies", "employee");
    expect(desktopMenu(home)).toContain(`<path d="${SECTION_ICONS.news}"`);
    const { page: after } = await browser.postAndFollow(PAGE, "rights", { intent: "reset", id: String(news) }, `${PAGE}#section-${news}`);
    expect(text(after)).toContain(t.resetToast("Новости"));
    expect(desktopMenu(await browser.html("/vacancies", "employee"))).not.toContain("nav-icon");
  });

  it("uploads a PNG by a multipart form and shows it in the menu", async () => {
    const { vacancies } = w.sections;
    const form = new FormData();
    form.set("intent", "upload");
    form.set("id", String(vacancies));
    form.set("file", new File([new Uint8Array(await png())], "icon.png", { type: "image/png" }));
    const { page } = await browser.postAndFollow(PAGE, "admin", form, `${PAGE}#section-${vacancies}`);
    expect(text(page)).toContain(t.chosenToast("Вакансии"));
    expect(text(page)).toContain(t.uploaded);
    expect(desktopMenu(await browser.html("/vacancies", "employee"))).toMatch(
      /<img class="nav-icon" src="\/files\/\d+-[0-9a-f]{32}\/icon\.png" alt="" width="20" height="20"\/>/,
    );
  });

  it("shows a refusal beside its section: no glyph chosen, and a text file named .svg", async () => {
    const { knowledge } = w.sections;
    const none = await browser.post(PAGE, "rights", { intent: "choose", id: String(knowledge) });
    expect(none.status).toBe(400);
    const html = await none.text();
    expect(html).toMatch(new RegExp(`id="section-${knowledge}-error"[^>]*>${r.chooseIcon}<`));
    const form = new FormData();
    form.set("intent", "upload");
    form.set("id", String(knowledge));
    form.set("file", new File(["просто текст"], "icon.svg", { type: "image/svg+xml" }));
    const bad = await browser.post(PAGE, "rights", form);
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain(fileRefusals.contentMismatch("svg"));
    expect(
      await w.db.selectFrom("nav_items").select(["icon", "icon_file_id"]).where("id", "=", knowledge).executeTakeFirstOrThrow(),
    ).toEqual({
      icon: null,
      icon_file_id: null,
    });
  });
});
