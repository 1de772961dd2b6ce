// `/news`: the same feed as `/`, under the news section's title.
import { pages } from "~/shared/messages";
import { groupsGlyph } from "~/features/groups";

export { default, loader, action, links, meta, uploadLimit } from "./_shell._index";
// The shell's mobile group menu, with the groups' own glyph on its button.
export const handle = { title: pages.news, groupMenu: { icon: groupsGlyph } };
