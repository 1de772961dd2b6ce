// The group page's «Написать руководителям» as HTML the server draws (ui/message-form.tsx): sent page-only by
// the group's frame, so no code of the form reaches the browser; message-dialog.client.ts enhances it there.
import { renderToStaticMarkup } from "react-dom/server";
import { MessageForm } from "../ui/message-form";

export const messageFormHtml = (props: Parameters<typeof MessageForm>[0]) => renderToStaticMarkup(<MessageForm {...props} />);
