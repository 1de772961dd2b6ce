// The guide article Эмилия's welcome message opens (spec part 1 §2.4: «a welcome pop-up from the virtual
// assistant links to the guide article»). The guide's editors choose it on the article's page (its form posts
// to /emilia/welcome-article); it is a setting of the portal (EMILIA_WELCOME_ARTICLE_ID), each change in the
// audit log. The welcome message shows it to a person who may read it, and nothing when she may not.
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { recordAudit } from "~/platform/audit.server";
import { forbidden, isDomainError, isMissing, notFound } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { requireUser } from "~/platform/require-user";
import { settingValue, writeSetting } from "~/features/settings/index.server";
import { refusals } from "../messages.server";
import { canChooseWelcomeArticle } from "../policy";

export const WELCOME_ARTICLE_SETTING = "EMILIA_WELCOME_ARTICLE_ID";

/** What the assistant needs of the guide (structurally: no import of its server side): an article as the person may read it. */
export interface WelcomeGuide {
  article(actor: Actor, id: number): Promise<{ id: number; name: string }>;
}

export function createWelcomeArticle({ db, now }: Deps, guide: WelcomeGuide) {
  /** The article's id and name as `actor` may read it; null when it is gone or not hers to read. */
  async function readable(actor: Actor, id: number): Promise<{ id: number; name: string } | null> {
    try {
      const article = await guide.article(actor, id);
      return { id: article.id, name: article.name };
    } catch (error) {
      // An id that is none (0, text) is as missing as a deleted article.
      if (isMissing(error) || (isDomainError(error) && (error.kind === "forbidden" || error.kind === "invalid"))) return null;
      throw error;
    }
  }

  return {
    /** The chosen article for the welcome message, as this person may read it (null: none chosen or unreadable). */
    async forWelcome(actor: Actor): Promise<{ id: number; name: string } | null> {
      const id = toId(await settingValue(db, WELCOME_ARTICLE_SETTING));
      return id === null ? null : readable(actor, id);
    },

    /** Chooses article `articleId` (null: none) for the welcome message: the guide's editors only. */
    async choose(actor: Actor, articleId: number | null): Promise<{ id: number; name: string } | null> {
      const user = requireUser(actor);
      if (!canChooseWelcomeArticle(user)) throw forbidden(refusals.welcomeForbidden);
      const article = articleId === null ? null : await readable(user, articleId);
      if (articleId !== null && !article) throw notFound(refusals.articleNotFound);
      await db.transaction().execute(async (trx) => {
        const before = toId(await settingValue(trx, WELCOME_ARTICLE_SETTING));
        await writeSetting(trx, WELCOME_ARTICLE_SETTING, article ? String(article.id) : "");
        await recordAudit(trx, {
          actorId: user.userId,
          action: "EMILIA_WELCOME_ARTICLE",
          entity: "SETTING",
          entityId: WELCOME_ARTICLE_SETTING,
          before: { articleId: before },
          after: { articleId: article?.id ?? null },
          at: now(),
        });
      });
      return article;
    },
  };
}

export type WelcomeArticle = ReturnType<typeof createWelcomeArticle>;
