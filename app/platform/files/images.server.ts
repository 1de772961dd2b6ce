// Uploaded JPEG and PNG images: their pixel cap and their decoding into the stored original and variants.
//
// An image is refused by its size in pixels before anything decodes it (issue #38): a PNG of one colour
// compresses about 1000:1, so a 300 KB upload can claim 99 megapixels and hold a core for seconds while
// sharp decodes, rotates and re-encodes it. The header says how big it is; sharp's metadata() reads only
// the header (a few milliseconds whatever the size). Every path that decodes an upload (files.server.ts,
// the profile photo) reads the header here first and opens the pixels with SHARP_INPUT, sharp's own
// limit, as a second line should a path forget the first.
import sharp, { type Metadata, type Sharp } from "sharp";
import { invalid } from "~/platform/errors";
import { fileRefusals } from "~/shared/messages.server";
import { DEFAULT_IMAGE_VARIANTS, IMAGE_VARIANTS, THUMB_VARIANTS, type FileKind, type ImageVariant } from "~/shared/files/rules";

/**
 * 40 megapixels: above the photos of today's phones (12–50 MP sensors save 12 MP by default) and most
 * cameras (24–33 MP); a 45 MP camera's shot is to be scaled down first. Decoding 40 MP costs about a
 * second, which the per-person upload rate (upload-rate.server.ts) bounds.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** sharp's input options for an upload's pixels: it refuses more than the cap itself. */
export const SHARP_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

/** The image's header, refused when it claims more than MAX_IMAGE_PIXELS; throws sharp's error on a broken one. */
export async function checkedImageHeader(bytes: Uint8Array): Promise<Metadata> {
  // sharp's limit is lifted for the header alone, so an oversized image is told apart from a broken one.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw invalid(fileRefusals.imageTooManyPixels(width, height, MAX_IMAGE_PIXELS / 1_000_000));
  }
  return meta;
}

export interface Prepared {
  original: Buffer;
  contentType: string;
  image: { width: number; height: number; variants: Partial<Record<ImageVariant, Buffer>> } | null;
}

/** How a variant is cut from the upright image: the longest side, or a thumbnail's height. */
const resizeOf = (variant: ImageVariant) =>
  variant === "THUMB" || variant === "THUMB_2X"
    ? { height: THUMB_VARIANTS[variant], withoutEnlargement: true }
    : { width: IMAGE_VARIANTS[variant], height: IMAGE_VARIANTS[variant], fit: "inside" as const, withoutEnlargement: true };

/** Decodes a JPEG, PNG or WebP, applies its EXIF orientation, drops metadata and makes the kind's variants. */
export async function prepareImage(bytes: Uint8Array, format: "jpeg" | "png" | "webp", kind: FileKind): Promise<Prepared> {
  const open = () => sharp(bytes, SHARP_INPUT).rotate();
  const encode = (image: Sharp, quality: number, mozjpeg = true) =>
    format === "jpeg" ? image.jpeg({ quality, mozjpeg }) : format === "webp" ? image.webp({ quality }) : image.png({ compressionLevel: 9 });
  try {
    // The header first: an image over the pixel cap is refused before any pixel is decoded.
    if ((await checkedImageHeader(bytes)).format !== format) throw invalid(fileRefusals.imageBroken);
    const { data: original, info } = await encode(open(), 92, !kind.plainJpegOriginal).toBuffer({
      resolveWithObject: true,
    });
    const variants: Partial<Record<ImageVariant, Buffer>> = {};
    for (const name of kind.variants ?? DEFAULT_IMAGE_VARIANTS) {
      variants[name] = await encode(open().resize(resizeOf(name)), 85).toBuffer();
    }
    return {
      original,
      contentType: `image/${format}`,
      image: { width: info.width, height: info.height, variants },
    };
  } catch (error) {
    if (error instanceof Error && error.name === "DomainError") throw error;
    throw invalid(fileRefusals.imageBroken);
  }
}
