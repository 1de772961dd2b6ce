// What a file really is, told by its bytes (never by its name or the Content-Type a client claims).
// Shared by the files module and the profile photo. Each format is a signature check on the first
// bytes; office documents are opened a little further (OLE header, or a ZIP whose central directory
// holds the entries Word, Excel, PowerPoint or OpenDocument write).

/** Formats the portal accepts; `zip` is a ZIP that is none of the office formats. */
export type SniffedFormat =
  | "jpeg"
  | "png"
  | "webp"
  | "pdf"
  | "ole" // doc, xls, ppt (Compound File Binary)
  | "docx"
  | "xlsx"
  | "pptx"
  | "odt"
  | "ods"
  | "epub"
  | "zip"
  | "rar"
  | "7z"
  | "isobmff" // mp4, mov (ftyp box; old QuickTime files start with moov/mdat/wide/free)
  | "avi";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];

/** JPEG and PNG are recognised by their first bytes, whatever the file is called. */
export function sniffImage(bytes: Uint8Array): "jpeg" | "png" | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  return null;
}

/** Bytes of a base64 payload, bare or as a data URL; null when it is not base64 at all. */
export function decodeBase64(value: string): Buffer | null {
  const comma = value.startsWith("data:") ? value.indexOf(",") : -1;
  const body = (comma >= 0 ? value.slice(comma + 1) : value).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) return null;
  if (body.replace(/=+$/, "").length % 4 === 1) return null; // not a whole number of bytes
  return Buffer.from(body, "base64");
}

/** Names of the entries of a ZIP, read from its central directory; null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array, max = 5000): string[] | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < Math.min(count, max); n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > buf.length) return null;
    names.push(buf.toString("utf8", offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function sniffZip(bytes: Uint8Array): SniffedFormat | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const has = (prefix: string) => names.some((n) => n.startsWith(prefix));
  if (has("[Content_Types].xml")) {
    if (has("word/")) return "docx";
    if (has("xl/")) return "xlsx";
    if (has("ppt/")) return "pptx";
  }
  if (names.includes("mimetype") && names.includes("content.xml")) {
    // OpenDocument keeps its media type uncompressed in the first entry, right after its local header.
    const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
    if (head.includes("application/vnd.oasis.opendocument.text")) return "odt";
    if (head.includes("application/vnd.oasis.opendocument.spreadsheet")) return "ods";
  }
  // An e-book (EPUB) stores its media type the same way, but its content lives under META-INF/container.xml.
  if (names.includes("mimetype") && names.includes("META-INF/container.xml")) {
    if (Buffer.from(bytes.subarray(0, 200)).toString("latin1").includes("application/epub+zip")) return "epub";
  }
  return "zip";
}

/** The format of these bytes, or null when it is none the portal accepts. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, OLE)) return "ole";
  if (startsWith(bytes, ZIP) || startsWith(bytes, ZIP_EMPTY)) return sniffZip(bytes);
  if (startsWith(bytes, ascii("Rar!\x1a\x07"))) return "rar";
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return "7z";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("AVI "), 8)) return "avi";
  // Not among sniffImage's (the profile photo stays JPEG and PNG): only the kinds that name the extension take
  // it (the poster backgrounds, Эмилия's pictures).
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (["ftyp", "moov", "mdat", "wide", "free"].some((box) => startsWith(bytes, ascii(box), 4))) return "isobmff";
  return null;
}
