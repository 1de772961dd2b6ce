// The shell's migrations by name (listed, not read from disk, so tsx, the Remix build and the tests run the
// same ones); its table nav_items was made by the platform's 0001_foundation.
import type { Migration } from "kysely";
import * as m202612070720 from "./202612070720_shell_nav_icons";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612070720_shell_nav_icons": m202612070720,
};
