// The favourite star of every kind (contacts, guide articles): a form posting to /favorites/update.
// Without JavaScript the page comes back with "Добавлено в Избранное" / "Удалено из Избранного"; with it
// a fetcher posts, the star changes at once and the toast comes with the revalidated shell. The fetcher
// key is per object, so the same object's stars in two blocks move together.
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "~/shared/ui/hydrated";
import { favoriteStar } from "~/shared/messages";

const t = favoriteStar;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="icon" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.1-.6L12 2 9.1 8.7 2 9.3l5.4 4.7-1.6 7L12 17.3Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The kinds with a star: contacts, guide articles, feed posts. */
export type StarKind = "CONTACT" | "WIKI_GUIDE" | "POST";

interface StarProps {
  type: StarKind;
  objectId: number;
  name: string;
  favorite: boolean;
  /** Where the page goes back after the post without JavaScript. */
  redirectTo: string;
}

/** The fields and the button of a star's form (the same in both forms below). */
function StarFields({ type, objectId, name, favorite: on, redirectTo, js }: StarProps & { js: boolean }) {
  return (
    <>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="objectId" value={objectId} />
      <input type="hidden" name="favorite" value={on ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className={on ? "star star--on" : "star"}
        aria-label={on ? t.unstarOf(name) : t.starOf(name)}
        aria-pressed={on}
        title={on ? t.unstar : t.star}
      >
        <StarIcon filled={on} />
      </button>
    </>
  );
}

export function FavoriteStar(props: StarProps) {
  const { type, objectId, favorite } = props;
  const fetcher = useFetcher({ key: `favorite-${type}-${objectId}` });
  const hydrated = useHydrated();
  const on = fetcher.formData ? fetcher.formData.get("favorite") === "1" : favorite;
  return (
    <fetcher.Form method="post" action="/favorites/update" className="star-form">
      <StarFields {...props} favorite={on} js={hydrated} />
    </fetcher.Form>
  );
}

/**
 * The same star as a plain form, for markup rendered outside the router (the feed's posts are rendered
 * to HTML on the server): the post goes to /favorites/update and the page comes back with the toast.
 */
export function PlainFavoriteStar({ base, ...props }: StarProps & { base: string }) {
  return (
    <form method="post" action={`${base}/favorites/update`} className="star-form">
      <StarFields {...props} js={false} />
    </form>
  );
}
