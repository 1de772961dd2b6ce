// /admin/icons (issue #32 point 1): every top-level section of the menu with its icon, and per section three
// plain forms: choose a glyph of the portal's set (radio buttons drawing the glyphs), upload a PNG or SVG of
// one's own (multipart), or take the icon away. For the holders of ROLE_EDIT_USER_ROLE_GROUP and the
// administrators; everything works without JavaScript, and a refusal is shown beside its section.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/shared/ui/meta";
import { sectionIconsPage as t } from "~/shell/icons/messages";
import { SECTION_ICONS, SECTION_ICON_NAMES } from "~/shell/ui/section-icons";
import { SectionIconMark } from "~/shell/ui/section-icon-mark";
import { acceptOf } from "~/shared/files/rules";
import { NAV_ICON } from "~/shell/files";
import { ICONS_UPLOAD_MAX_BYTES, iconsPageAction, iconsPageLoader, type IconsReply } from "~/shell/server/icons-page.server";
import styles from "~/shell/ui/section-icons.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };
/** The upload's body limit (server/pages.ts reads it). */
export const uploadLimit = ICONS_UPLOAD_MAX_BYTES;

export const loader = iconsPageLoader;
export const action = iconsPageAction;

type Section = Awaited<ReturnType<typeof loader>>["sections"][number];

export default function IconsPage() {
  const { sections } = useLoaderData<typeof loader>();
  const reply = useActionData<IconsReply>();
  const unplaced = reply && !sections.some((s) => s.id === reply.sectionId) ? reply.error : null;
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      {/* The set once: each radio's glyph refers to it, so twenty glyphs a section cost a line each. */}
      <svg className="section-icons__sprite" aria-hidden="true" focusable="false">
        {SECTION_ICON_NAMES.map((name) => (
          <symbol key={name} id={`section-icon-${name}`} viewBox="0 0 24 24">
            <path d={SECTION_ICONS[name]} fill="currentColor" />
          </symbol>
        ))}
      </svg>
      {unplaced ? (
        <div className="alert alert--error" role="alert">
          {unplaced}
        </div>
      ) : null}
      {sections.length === 0 ? <p className="card empty-state">{t.noSections}</p> : null}
      {sections.map((section) => (
        <SectionCard key={section.id} section={section} reply={reply?.sectionId === section.id ? reply : null} />
      ))}
    </>
  );
}

function SectionCard({ section, reply }: { section: Section; reply: IconsReply | null }) {
  const errorId = `section-${section.id}-error`;
  const described = reply ? { "aria-describedby": errorId } : {};
  const checked = reply?.icon ?? section.icon;
  const hasIcon = section.icon !== null || section.iconUrl !== null;
  return (
    <section className="card section-icons" id={`section-${section.id}`} aria-labelledby={`section-${section.id}-title`}>
      <h2 id={`section-${section.id}-title`} className="section-icons__title">
        <SectionIconMark item={{ icon: section.icon, iconUrl: section.iconUrl }} />
        {section.name}
      </h2>
      <p className="muted">
        {t.current}: {section.iconUrl ? t.uploaded : section.icon ? t.names[section.icon as keyof typeof t.names] : t.none}
      </p>
      {reply ? (
        <p id={errorId} className="field__error" role="alert">
          {reply.error}
        </p>
      ) : null}

      <Form method="post" replace>
        <input type="hidden" name="intent" value="choose" />
        <input type="hidden" name="id" value={section.id} />
        <fieldset className="section-icons__set" {...described}>
          <legend>{t.setLabel(section.name)}</legend>
          {SECTION_ICON_NAMES.map((name) => (
            <label key={name} className="section-icons__choice">
              <input type="radio" name="icon" value={name} defaultChecked={checked === name} />
              <svg width={24} height={24} aria-hidden="true" focusable="false">
                <use href={`#section-icon-${name}`} />
              </svg>
              <span>{t.names[name]}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          {t.choose}
        </button>
      </Form>

      <Form method="post" encType="multipart/form-data" replace className="section-icons__upload">
        <input type="hidden" name="intent" value="upload" />
        <input type="hidden" name="id" value={section.id} />
        <div className="field">
          <label htmlFor={`section-${section.id}-file`}>{t.fileLabel(section.name)}</label>
          <input
            id={`section-${section.id}-file`}
            type="file"
            name="file"
            accept={`${acceptOf(NAV_ICON)},image/png,image/svg+xml`}
            aria-describedby={`section-${section.id}-file-hint${reply ? ` ${errorId}` : ""}`}
          />
          <p className="field__hint" id={`section-${section.id}-file-hint`}>
            {t.uploadHint}
          </p>
        </div>
        <button type="submit" className="button">
          {t.uploadButton}
        </button>
      </Form>

      {hasIcon ? (
        <Form method="post" replace>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="id" value={section.id} />
          <button type="submit" className="button">
            {t.reset}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
