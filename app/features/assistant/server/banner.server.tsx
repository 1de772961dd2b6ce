// The banner's place as the shell asks for it (spec part 1 §4): due only while the person's welcome flag is
// false and she has not closed it by the form in this browser session; drawn by the shell on the home page.
// It is HTML the server renders once, in the page only (pageOnly), so the shell ships no code for it: a wrapper
// marked BANNER_SLOT_ATTRIBUTE, which ../client.ts (the shell's lazy after-load chunk) looks for before it loads
// the banner and shows it after its delay; inside it, on the home page itself, the block for browsers without
// JavaScript — in <noscript>, or as it is in lite mode — whose close form posts to /emilia/banner/close, which
// records the dismissal in a cookie of the browser session and comes back.
import type { AppLoadContext } from "@remix-run/node";
import { serialize } from "cookie";
import { renderToStaticMarkup } from "react-dom/server";
import type { Actor } from "~/platform/actor";
import { readCookie, type CookieOptions } from "~/platform/cookies.server";
import { pageOnly } from "~/platform/remix.server";
import type { PageOnly } from "~/shared/ui/page-only";
import { BANNER_SLOT_ATTRIBUTE } from "../constants";
import { messages as t } from "../messages";
import { BannerCard } from "../ui/banner-card";

/** The dismissal of a browser session (no expiry: the browser forgets it when the session ends). */
export const BANNER_CLOSED_COOKIE = "portal_emilia_closed";

export const bannerClosedCookie = (options: CookieOptions) =>
  serialize(BANNER_CLOSED_COOKIE, "1", { httpOnly: true, sameSite: "lax", secure: options.secure, path: options.basePath || "/" });

/**
 * The banner's place for the shell: null when not due; else its HTML (the block inside only on the home page
 * `atHome`, one statement, when there is a banner). `needShowWelcome`: the person's welcome flag.
 */
export async function bannerBlock(
  request: Request,
  context: AppLoadContext,
  actor: Actor,
  { atHome, needShowWelcome }: { atHome: boolean; needShowWelcome: boolean },
): Promise<string | PageOnly | null> {
  const due = needShowWelcome === false && readCookie(request.headers.get("Cookie"), BANNER_CLOSED_COOKIE) === null;
  if (!due) return null;
  const banner = atHome ? await context.services.emilia.banner(actor) : null;
  const here = new URL(request.url);
  const block = banner ? (
    <BannerCard
      banner={{
        imageSrc: `${context.basePath}${banner.emiliaImage.image.filePath}`,
        html: banner.newEditor ? banner.phraseNewEditor : null,
        text: banner.newEditor ? null : banner.phrase,
      }}
      close={
        <form method="post" action={`${context.basePath}/emilia/banner/close`} style={{ flex: "none" }}>
          <input type="hidden" name="redirectTo" value={`${here.pathname.slice(context.basePath.length) || "/"}${here.search}`} />
          <button type="submit" className="button">
            {t.bannerClose}
          </button>
        </form>
      }
    />
  ) : null;
  const slot = { [BANNER_SLOT_ATTRIBUTE]: "" };
  const html = renderToStaticMarkup(<div {...slot}>{block === null ? null : context.lite ? block : <noscript>{block}</noscript>}</div>);
  return pageOnly(context, "emilia", html);
}
