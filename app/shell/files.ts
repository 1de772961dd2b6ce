// The shell's kind of file, client-safe: a menu section's own icon (/admin/icons), a PNG or an SVG of at most
// 64 KB. PNGs are decoded and re-encoded by the files service, SVGs rebuilt from an allow-list
// (platform/files/svg.server.ts); the page reads the limit from here.
import type { FileKind } from "~/shared/files/rules";
import { sectionIconsPage } from "./icons/messages";

declare module "~/shared/files/rules" {
  interface FileTypes {
    NAV_ICON: true;
  }
}

export const NAV_ICON_MAX_BYTES = 64 * 1024;

export const NAV_ICON: FileKind<"NAV_ICON"> = {
  type: "NAV_ICON",
  extensions: ["png", "svg"],
  maxBytes: NAV_ICON_MAX_BYTES,
  tooBig: sectionIconsPage.tooBig,
  // Shown at 20 px: the upload itself is small enough, no size variants.
  variants: [],
};

export const shellFileKinds = [NAV_ICON];
