// What the shell starts once the page is hydrated, in ONE chunk the shell fetches with import(): the bell's live
// count, the push client and the notification forms' script. One lazy entry point keeps the shell's first-load
// code as small as with the live count alone (the signed-in home page is at its budget); lite mode ships no
// scripts and never gets here.
import { enhanceNotificationForms } from "~/features/notifications";
import { liveCount } from "./live-count";
import { startPush } from "./push/client";

export function afterLoad(basePath: string, onCount: (count: number) => void): () => void {
  startPush(basePath);
  const stopForms = enhanceNotificationForms(basePath);
  const stopCount = liveCount(basePath, onCount);
  return () => {
    stopForms();
    stopCount();
  };
}
