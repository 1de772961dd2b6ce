// The entry area: sign-in, registration and recovery. A signed-in visitor is sent to /.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { useEntryRules } from "~/features/auth/ui/validator";
import { Logo } from "~/shared/ui/logo";
import { portalName } from "~/shared/messages";

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.actor.kind === "user") throw redirect("/");
  return null;
}

export default function EntryLayout() {
  useEntryRules();
  return (
    <div className="entry">
      <header className="entry__brand">
        <Logo />
        <span>{portalName}</span>
      </header>
      <main className="entry__card card" id="content">
        <Outlet />
      </main>
    </div>
  );
}
