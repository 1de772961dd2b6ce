// /vacancies/{id} (issue #15 point 5): position, department, salary, «Обязанности», «Требования»,
// «Условия», the publish date, views (editors), the contact, the edit link (editors); the reply and
// recommend tabs (each a multipart POST), the review time and the reader's own reply status; «Отклики (N)»
// for editors and the contact. Archived: 404 for employees; unknown: 404 «Вакансия не найдена».
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireSignedIn } from "~/platform/remix.server";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import { VacancyErrorBoundary } from "~/features/vacancies/ui/boundary";
import { vacancyMessages as t } from "~/features/vacancies/messages/vacancy";
import { vacancyPageMessages as p } from "~/features/vacancies/messages/pages";
import { vacancyOfPage } from "~/features/vacancies/server/pages-form.server";
import { postReply, REPLY_FORM_MAX_BYTES, vacancyPageData } from "~/features/vacancies/server/pages-vacancy.server";
import { useBackCounter } from "~/shared/ui/back-counter";
import { ContactAvatar } from "~/features/vacancies/ui/contact-avatar";
import { Replies } from "~/features/vacancies/ui/replies";
import { ReplyTabs } from "~/features/vacancies/ui/reply-forms";
import { dateText, salaryText } from "~/features/vacancies/ui/text";

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data?.vacancy.position ?? t.title);
export const handle = { title: t.title, backTo: "/vacancies" };
/** The reply forms' body limit, the résumé included (server/pages.ts reads it). */
export const uploadLimit = REPLY_FORM_MAX_BYTES;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const vacancy = await vacancyOfPage(context, actor, params.id, true);
  return vacancyPageData(context, actor, vacancy, new URL(request.url));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const vacancy = await vacancyOfPage(context, actor, params.id);
  return postReply(request, context, actor, vacancy);
}

export { VacancyErrorBoundary as ErrorBoundary };

function Block({ title, text }: { title: string; text: string }) {
  return text ? (
    <section className="vacancy-block">
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  ) : null;
}

export default function VacancyPage() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const location = useLocation();
  const basePath = useBasePath();
  useBackCounter();
  const v = page.vacancy;
  const c = v.contact;
  return (
    <div className="vacancy-page">
      <article className="card vacancy-view">
        <div className="vacancy-view__head">
          <h1 className="page-title">{v.position}</h1>
          {v.canEdit ? (
            <Link to={`/vacancies/${v.id}/edit`} className="button">
              {p.edit}
            </Link>
          ) : null}
        </div>
        <p className="vacancy-card__marks">
          {v.hot ? <span className="vacancy-mark vacancy-mark--hot">{t.hot}</span> : null}
          {v.state === "ARCHIVE" ? <span className="vacancy-mark">{t.states.ARCHIVE}</span> : null}
        </p>
        <p className="vacancy-card__meta">
          <span>{v.department.name}</span>
          <span>{v.city.name}</span>
          <span>{t.sectors[v.sector]}</span>
          <span>{t.levels[v.level]}</span>
        </p>
        <p className="vacancy-salary vacancy-salary--big">{salaryText(v.wage, v.wage2)}</p>
        <Block title={p.responsibility} text={v.responsibility} />
        <Block title={p.requirements} text={v.requirements} />
        <Block title={p.conditions} text={v.conditions} />
        <p className="muted vacancy-card__foot">
          <span>
            {p.publishDate}: <time dateTime={v.publishDate}>{dateText(v.publishDate)}</time>
          </span>
          {v.viewsCount !== null ? <span>{p.views(v.viewsCount)}</span> : null}
        </p>
        <section className="vacancy-contact" aria-labelledby="vacancy-contact-title">
          <h2 id="vacancy-contact-title">{p.contactTitle}</h2>
          <div className="vacancy-contact__body">
            <ContactAvatar contact={c} basePath={basePath} />
            <div>
              <Link to={`/user/${c.id}`} className="vacancy-contact__name">
                {`${c.name} ${c.surname}`}
              </Link>
              {c.position ? <p className="muted">{c.position}</p> : null}
              {c.workPhone ? (
                <p>
                  {p.workPhone}: <a href={`tel:${c.workPhone.replace(/[^\d+]/g, "")}`}>{c.workPhone}</a>
                </p>
              ) : null}
              {c.email ? (
                <p>
                  {p.email}: <a href={`mailto:${c.email}`}>{c.email}</a>
                </p>
              ) : null}
            </div>
          </div>
        </section>
      </article>
      {page.canReply ? (
        <ReplyTabs vacancyId={v.id} tab={page.tab} email={page.myEmail} lastResult={lastResult} formKey={location.key} />
      ) : null}
      <section className="card vacancy-status">
        <p>{t.reviewTime}</p>
        {v.myReply ? (
          <p>
            <Link to={`/user/${page.me}/claims/${v.myReply.claimId}`}>{p.myReply(v.myReply.statusName)}</Link>
          </p>
        ) : null}
        {v.myRecommendation ? (
          <p>
            <Link to={`/user/${page.me}/claims/${v.myRecommendation.claimId}`}>
              {p.myRecommendation(v.myRecommendation.fullName, v.myRecommendation.statusName)}
            </Link>
          </p>
        ) : null}
      </section>
      {page.replies ? <Replies vacancyId={v.id} replies={page.replies} me={page.me} /> : null}
    </div>
  );
}
