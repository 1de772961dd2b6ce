// The rules of a video, shared by the pages' forms and /api: zod/mini. Title required; description optional;
// a file (the id of the person's own upload: a form's file control, /file/save or the WebSocket
// /large-file/chunk) or a link to a hosted video by the feed's rules — exactly one of the two, which the
// domain checks (server/videos.server.ts) and answers by field.
import * as z from "zod/mini";
import { field, optionalIdOf, refuse, requiredText, type Refusal } from "~/platform/schema";
import { youtubeIdOf, youtubeWatchUrl } from "~/features/feed";
import { messages } from "./messages";

import { DESCRIPTION_MAX, TITLE_MAX } from "./constants";

export { DESCRIPTION_MAX, TITLE_MAX };

const description = field((v): string | Refusal => {
  const text = typeof v === "string" ? v.trim() : "";
  return text.length > DESCRIPTION_MAX ? refuse(messages.descriptionTooLong) : text;
});

/** "" or absent: none; else a YouTube link, stored in its one watch form. */
const link = field((v): string | null | Refusal => {
  const text = typeof v === "string" ? v.trim() : "";
  if (text === "") return null;
  const id = youtubeIdOf(text);
  return id ? youtubeWatchUrl(id) : refuse(messages.linkUnknown);
});

export const videoSchema = z.object({
  title: requiredText(TITLE_MAX, messages.titleRequired, messages.titleTooLong),
  description,
  fileId: optionalIdOf(messages.fileIdInvalid),
  link,
});

/** What the domain functions take, parsed at the edge. */
export type VideoInput = z.output<typeof videoSchema>;
