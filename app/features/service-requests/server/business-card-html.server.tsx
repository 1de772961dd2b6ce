// A business card's preview as HTML the server draws (ui/business-card.tsx), sent page-only: no code of it
// reaches the browser, the service's page ships the same JavaScript with or without it.
import { renderToStaticMarkup } from "react-dom/server";
import { BusinessCard } from "../ui/business-card";
import type { CardFace } from "./business-card.server";

export const businessCardHtml = (face: CardFace) => renderToStaticMarkup(<BusinessCard face={face} />);
