// The albums' save form (create and edit: conform's helpers and the schema's loader), a public entry apart from
// index.ts so that the album and photo pages, which import the view parts, do not load it.
export { AlbumForm } from "./ui/album-form";
