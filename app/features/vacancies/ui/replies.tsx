// «Отклики (N)» on the vacancy page (issue #15 point 5): editors and the contact see each reply with its
// status, sender, phone, e-mail, text, résumé, due date (overdue marked) and a link to its claim page;
// 20 a page, «Показать ещё» is a plain link to the next (keyset `?after=`).
import { Link, useBasePath } from "~/shared/ui/link";
import { vacancyPageMessages as p } from "../messages/pages";
import type { VacancyReplyView } from "../model";
import { dateText, vacancyPath } from "./text";

export interface RepliesView {
  total: number;
  later: boolean;
  items: VacancyReplyView[];
  more: string | null;
}

export function Replies({ vacancyId, replies, me }: { vacancyId: number; replies: RepliesView; me: number }) {
  const basePath = useBasePath();
  return (
    <section className="card vacancy-replies" id="replies" aria-labelledby="replies-title">
      <h2 id="replies-title">{p.repliesTitle(replies.total)}</h2>
      {replies.items.length === 0 ? (
        <p className="muted">{p.noReplies}</p>
      ) : (
        <ul className="vacancy-replies__list">
          {replies.items.map((reply) => (
            <li key={reply.id} className={reply.overdue ? "vacancy-reply vacancy-reply--overdue" : "vacancy-reply"}>
              <p className="vacancy-reply__head">
                <strong>{reply.fullName}</strong>
                <span className="vacancy-mark">{reply.mode === "SELF" ? p.modeSelf : p.modeRecommend}</span>
                <span className="vacancy-mark">{reply.statusName}</span>
              </p>
              <p className="vacancy-reply__meta">
                <span>
                  {p.sender}: <Link to={`/user/${reply.sender.id}`}>{`${reply.sender.name} ${reply.sender.surname}`}</Link>
                </span>
                <a href={`tel:${reply.telephone.replace(/[^\d+]/g, "")}`}>{reply.telephone}</a>
                <a href={`mailto:${reply.email}`}>{reply.email}</a>
              </p>
              {reply.info ? <p className="vacancy-reply__info">{reply.info}</p> : null}
              <p className="vacancy-reply__meta">
                {reply.resumeFile ? (
                  <a href={`${basePath}${reply.resumeFile.filePath}`} download={reply.resumeFile.name}>
                    {`${p.resumeLink}: ${reply.resumeFile.name}`}
                  </a>
                ) : null}
                <span className={reply.overdue ? "vacancy-reply__due vacancy-reply__due--overdue" : "vacancy-reply__due"}>
                  {p.due(dateText(reply.dueDate))}
                  {reply.overdue ? ` · ${p.overdue}` : null}
                </span>
                <Link to={`/user/${me}/approvement-requests/${reply.claimId}`}>{p.claimLink}</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      {replies.more || replies.later ? (
        <p className="vacancy-replies__more">
          {replies.later ? <Link to={`${vacancyPath(vacancyId)}#replies`}>{p.firstReplies}</Link> : null}{" "}
          {replies.more ? (
            <Link to={replies.more} className="button">
              {p.moreReplies}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
