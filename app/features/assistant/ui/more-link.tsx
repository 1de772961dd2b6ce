// The next page of a keyset-paged list (images, phrases): a plain link, so it works without JavaScript.
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";

export function MoreLink({ to }: { to: string | null }) {
  return to ? (
    <p>
      <Link to={to} className="button">
        {t.more}
      </Link>
    </p>
  ) : null;
}
