// The hall of fame's small pieces: a board's card, a person's card and her picture (the uploaded photo, else
// her directory avatar), and a story drawn as paragraphs.
import { Avatar } from "~/shared/ui/avatar";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import type { WalkfameBoard, WalkfameEntry } from "../server/model";

export const fullName = (u: WalkfameEntry["user"]) => [u.surname, u.name, u.middlename].filter(Boolean).join(" ");

export function BoardCard({ board, base }: { board: WalkfameBoard; base: string }) {
  return (
    <li className="card" id={`board-${board.id}`}>
      {board.cover ? <img className="walkfame-cover" src={`${base}${board.cover}`} alt="" loading="lazy" /> : null}
      <h2>
        <Link to={`/walkfame/${board.id}`}>{board.title}</Link>
      </h2>
      <p className="muted">{[board.nomination, t.yearOf(board.year), board.archived ? t.archived : null].filter(Boolean).join(" · ")}</p>
      {board.description ? <p>{board.description}</p> : null}
      <p className="muted">{t.people(board.peopleCount)}</p>
    </li>
  );
}

export function PersonPicture({ entry, base, large = false }: { entry: WalkfameEntry; base: string; large?: boolean }) {
  if (entry.photo)
    return (
      <img
        className={large ? "walkfame-photo walkfame-photo--large" : "walkfame-photo"}
        src={`${base}${entry.photo}`}
        alt={fullName(entry.user)}
        loading={large ? undefined : "lazy"}
      />
    );
  return (
    <div className="walkfame-avatar">
      <Avatar
        id={entry.user.id}
        name={entry.user.name}
        surname={entry.user.surname}
        filePath={entry.user.avatar}
        size={160}
        basePath={base}
      />
    </div>
  );
}

export function Story({ text }: { text: string }) {
  return (
    <div className="walkfame-story">
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph.trim()}</p>
      ))}
    </div>
  );
}

const STORY_SHORT = 160;

export function PersonCard({ entry, board, base }: { entry: WalkfameEntry; board: number; base: string }) {
  const short = entry.story.length > STORY_SHORT ? `${entry.story.slice(0, STORY_SHORT - 1)}…` : entry.story;
  return (
    <li className="card" id={`person-${entry.user.id}`}>
      <PersonPicture entry={entry} base={base} />
      <h2>
        <Link to={`/walkfame/${board}/${entry.user.id}`}>{fullName(entry.user)}</Link>
      </h2>
      {entry.user.position ? <p className="muted">{entry.user.position}</p> : null}
      <p>{short}</p>
    </li>
  );
}
