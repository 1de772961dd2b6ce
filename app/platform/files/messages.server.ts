// Refusals of uploaded videos that only the server sends (the other file refusals: shared/messages.server.ts).
export const videoRefusals = {
  /** ffprobe cannot read the upload as a video (issue #12 point 4). */
  unreadable: "Не удалось прочитать видео",
} as const;

/** The WebSocket /large-file/chunk's refusals (chunk-upload.server.ts, api-large-file.md). */
export const chunkRefusals = {
  unauthorized: "Необходима авторизация",
  badMessage: "Непонятное сообщение: ожидается JSON start, resume или finish либо двоичная часть файла",
  notStarted: "Сначала начните загрузку (start) или продолжите её (resume)",
  badStart: "Укажите имя файла, его тип и размер в байтах",
  unknownUpload: "Загрузка не найдена или устарела: начните её заново",
  wrongOffset: (expected: number, given: number) => `Часть файла не с того места: ожидается смещение ${expected}, получено ${given}`,
  beyondSize: "Часть файла выходит за объявленный размер",
  frameTooLarge: (max: number) => `Слишком большая часть файла: не больше ${max} байт за раз`,
  incomplete: (held: number, size: number) => `Файл передан не полностью: получено ${held} из ${size} байт`,
  tooManyOpen: "Слишком много незавершённых загрузок: завершите или дождитесь их истечения",
  failed: "Не удалось сохранить файл",
} as const;
