// Refusals of uploaded videos that only the server sends (the other file refusals: shared/messages.server.ts).
export const videoRefusals = {
  /** ffprobe cannot read the upload as a video (issue #12 point 4). */
  unreadable: "Не удалось прочитать видео",
} as const;
