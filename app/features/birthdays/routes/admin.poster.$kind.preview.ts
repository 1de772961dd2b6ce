// /admin/poster/{birthday|career}/preview: the kind's poster drawn with sample values (a JPEG), for its admin page.
export { posterPreviewLoader as loader } from "../server/pages.server";
