// The page that asks before deleting (an edit page's ?delete): a plain form that posts intent=delete, so it
// works without JavaScript, and a way back. The hall of fame's and the contest's forms draw the same markup.
import { Form } from "@remix-run/react";
import { Link } from "~/shared/ui/link";

export function ConfirmRemoveForm({
  title,
  text,
  back,
  confirm,
  cancel,
  className,
  actionsClassName,
  multipart = false,
}: {
  title: string;
  text: string;
  back: string;
  /** The button's label («Да, удалить») and the way back's («Отмена»): the feature's own words. */
  confirm: string;
  cancel: string;
  /** The feature's classes of the form and of its row of buttons. */
  className: string;
  actionsClassName: string;
  /** The edit page's form is multipart (a file control): its action reads the post the same way. */
  multipart?: boolean;
}) {
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className={`card ${className}`} aria-label={title}>
      <p>{text}</p>
      <input type="hidden" name="intent" value="delete" />
      <div className={actionsClassName}>
        <button type="submit" className="button button--danger">
          {confirm}
        </button>
        <Link to={back}>{cancel}</Link>
      </div>
    </Form>
  );
}
