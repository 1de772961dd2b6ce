// The banner with JavaScript, loaded after hydration by the slot (./banner.tsx): it asks GET /emilia/banner,
// waits a random 1–60 s (BANNER_DELAY_MS) and then shows the card; closing it hides it at once and stores the
// dismissal for the browser session (sessionStorage), so no page of this session shows it again. No banner, or
// a failed call: nothing is shown.
import { useEffect, useState } from "react";
import { BANNER_DELAY_MS, BANNER_DISMISSED_KEY } from "../constants";
import { messages as t } from "../messages";
import { BannerCard, type BannerView } from "./banner-card";

interface Answer {
  responseCode: number;
  response: {
    newEditor: boolean;
    phrase: string | null;
    phraseNewEditor: string | null;
    emiliaImage: { image: { filePath: string } };
  } | null;
}

const delay = () => BANNER_DELAY_MS.min + Math.floor(Math.random() * (BANNER_DELAY_MS.max - BANNER_DELAY_MS.min + 1));

export function LiveBanner({ basePath }: { basePath: string }) {
  const [banner, setBanner] = useState<BannerView | null>(null);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), delay());
    const controller = new AbortController();
    fetch(`${basePath}/api/emilia/banner`, {
      credentials: "same-origin",
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) => r.json() as Promise<Answer>)
      .then(({ responseCode, response: b }) => {
        if (responseCode !== 0 || !b) return;
        const text = b.newEditor ? null : b.phrase;
        const html = b.newEditor ? b.phraseNewEditor : null;
        if (!html && !text) return;
        setBanner({ imageSrc: `${basePath}${b.emiliaImage.image.filePath}`, html, text });
      })
      .catch(() => {});
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [basePath]);
  if (!banner || !due || closed) return null;
  const close = () => {
    sessionStorage.setItem(BANNER_DISMISSED_KEY, "1");
    setClosed(true);
  };
  return (
    <BannerCard
      floating
      banner={banner}
      close={
        <button type="button" className="button" onClick={close} style={{ flex: "none" }}>
          {t.bannerClose}
        </button>
      }
    />
  );
}
