// The portal's main menu on phones: the person (their profile), the sections, help, the admin area,
// lite mode and sign-out. One component, shown both in the mobile header's menu panel and on the
// /menu page of the bottom menu, so the two never differ.
import { Form } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import type { ShellData } from "~/shell/routes/_shell";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { shell } from "~/shell/messages";

const t = shell;

/** `id`: the list's, unique in the page (the header's panel and the /menu page both show the menu there). */
export function MainMenu({ data, here, id }: { data: ShellData; here: string; id: string }) {
  const { user } = data;
  return (
    <nav aria-label={t.mainMenu} className="mobile-menu">
      <Link to={`/user/${user.id}`} className="mobile-menu__user">
        <Avatar id={user.id} name={user.name} surname={user.surname} filePath={user.avatarFile?.filePath} basePath={data.basePath} />
        <span>
          {user.name} {user.surname}
          <br />
          <span className="muted">{t.profile}</span> <WorkStatus status={user.userWorkStatus} />
        </span>
      </Link>
      {/* The sections, help and the admin area: HTML the server rendered once for this menu (server/nav-html.server.tsx). */}
      <PageOnlyBlock as="ul" id={id} value={data.menus} html={(lists) => lists.mobile} />
      <div className="mobile-menu__actions">
        <LiteSwitch lite={data.lite} here={here} />
        <LogoutButton />
      </div>
    </nav>
  );
}

/** Lite mode on or off: a full document load, so the next page comes with or without scripts. */
export function LiteSwitch({ lite, here }: { lite: boolean; here: string }) {
  return (
    <Form method="post" action="/settings/lite" reloadDocument>
      <input type="hidden" name="lite" value={lite ? "off" : "on"} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className="dropdown__button" title={t.liteHint}>
        {lite ? t.liteOff : t.liteOn}
      </button>
    </Form>
  );
}

export function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="dropdown__button">
        {t.logout}
      </button>
    </Form>
  );
}
