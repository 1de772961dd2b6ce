// Эмилия: the client-safe exports other areas may import — the banner's slot the shell places on the home page
// (its live code is a lazy chunk of its own). The manifest is index.server.ts.
export { EmiliaBannerSlot, type BannerSlotData } from "./ui/banner";
