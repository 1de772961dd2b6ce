// The banner as the shell asks for it on the home page (spec part 1 §4): due only while the person's welcome
// flag is false and she has not closed it in this browser session. Without JavaScript (and in lite mode) the
// shell shows the block drawn here, whose close form posts to /emilia/banner/close: that records the dismissal
// in a cookie of the browser session and comes back. With JavaScript the banner loads after hydration
// (ui/banner.client.tsx: GET /emilia/banner, a random 1–60 s delay, sessionStorage), and this block stays in a
// <noscript>.
import type { AppLoadContext } from "@remix-run/node";
import { serialize } from "cookie";
import { renderToStaticMarkup } from "react-dom/server";
import type { Actor } from "~/platform/actor";
import { readCookie, type CookieOptions } from "~/platform/cookies.server";
import { pageOnly } from "~/platform/remix.server";
import type { PageOnly } from "~/shared/ui/page-only";
import { messages as t } from "../messages";
import { BannerCard } from "../ui/banner-card";

/** The dismissal of a browser session (no expiry: the browser forgets it when the session ends). */
export const BANNER_CLOSED_COOKIE = "portal_emilia_closed";

export const bannerClosedCookie = (options: CookieOptions) =>
  serialize(BANNER_CLOSED_COOKIE, "1", { httpOnly: true, sameSite: "lax", secure: options.secure, path: options.basePath || "/" });

export interface BannerSlot {
  /** The banner may appear (welcome flag false, not closed by the form in this session). */
  due: boolean;
  /** The block without JavaScript: HTML in the page only; null when not due or there is nothing to show. */
  block: string | PageOnly | null;
}

/**
 * What the shell's loader hands its banner slot. `atHome`: the page is the home page (the block is drawn only
 * there, one statement); `needShowWelcome`: the person's welcome flag.
 */
export async function bannerBlock(
  request: Request,
  context: AppLoadContext,
  actor: Actor,
  { atHome, needShowWelcome }: { atHome: boolean; needShowWelcome: boolean },
): Promise<BannerSlot> {
  const due = needShowWelcome === false && readCookie(request.headers.get("Cookie"), BANNER_CLOSED_COOKIE) === null;
  if (!due || !atHome) return { due, block: null };
  const banner = await context.services.emilia.banner(actor);
  if (!banner) return { due, block: null };
  const here = new URL(request.url);
  const html = renderToStaticMarkup(
    <BannerCard
      floating={false}
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
    />,
  );
  return { due, block: pageOnly(context, "emilia", html) };
}
