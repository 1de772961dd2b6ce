// The banner's place in the shell (the home page). What ships with the page is this slot only: the block the
// server drew, shown as it is in lite mode and inside <noscript> otherwise, and with JavaScript an effect that
// imports the banner's code after hydration (./banner.client.tsx) when it is due and was not closed in this
// session. The block's HTML is in the page once (pageOnly): the browser keeps the server's markup.
import { useEffect, useState, type ComponentType } from "react";
import { usePageOnly, type PageOnly } from "~/shared/ui/page-only";
import { BANNER_DISMISSED_KEY } from "../constants";

export interface BannerSlotData {
  due: boolean;
  block: string | PageOnly | null;
}

type LiveBanner = ComponentType<{ basePath: string }>;

export function EmiliaBannerSlot({ slot, lite, basePath }: { slot: BannerSlotData; lite: boolean; basePath: string }) {
  const html = usePageOnly(slot.block) ?? "";
  const [Live, setLive] = useState<LiveBanner | null>(null);
  useEffect(() => {
    if (!slot.due || sessionStorage.getItem(BANNER_DISMISSED_KEY) !== null) return;
    let live = true;
    // A chunk that cannot load leaves the page without the banner, nothing else.
    import("./banner.client").then(
      (m) => live && setLive(() => m.LiveBanner),
      () => {},
    );
    return () => void (live = false);
  }, [slot.due]);
  // Lite mode has no scripts: the block is the banner. React leaves <noscript>'s markup as the server sent it.
  if (lite) return slot.block ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
  return (
    <>
      {slot.block ? <noscript dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning /> : null}
      {Live ? <Live basePath={basePath} /> : null}
    </>
  );
}
