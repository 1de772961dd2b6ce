// A refused form's own message (one not about a single field), announced where the form is.
import type { MentoringFormReply } from "../server/model";

export function FormError({ reply }: { reply: MentoringFormReply | undefined }) {
  return reply && !Object.values(reply.fieldErrors).includes(reply.formError) ? (
    <p className="field__error" role="alert">
      {reply.formError}
    </p>
  ) : null;
}
