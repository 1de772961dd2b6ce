// Видео: the client-safe exports other features may import (the manifest is index.server.ts).
export { videoDuration } from "./ui/duration";
