// `/news`: the same feed as `/`, under the news section's title.
import { pages } from "~/shared/messages";

export { default, loader, action, links, meta, uploadLimit } from "./_shell._index";
export const handle = { title: pages.news, groupMenu: true };
