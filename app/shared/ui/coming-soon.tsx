// The designed page of a section not built yet (shell/server/fallback.server.ts decides when).
import { StatusPage } from "~/shared/ui/status-page";
import { pages } from "~/shared/messages";

export function ComingSoonPage({ title }: { title: string }) {
  return <StatusPage title={pages.comingSoonTitle(title)} text={pages.comingSoonText} />;
}
