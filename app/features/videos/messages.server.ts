// What only the server says about the videos: refusals, toasts, and the names the manifest gives the menu,
// the rights page, the search and the notification settings.
export const serverMessages = {
  created: "Видео добавлено",
  saved: "Видео сохранено",
  deleted: "Видео удалено",
  forbidden: "Добавлять и изменять видео могут только редакторы видео",
  notFound: "Видео не найдено",
  fileNotOwn: "Файл не найден: загрузите видео ещё раз",
};

export const videosNames = {
  menu: "Видео",
  family: "Видео",
  /** VIDEOS_NEW: {user} is who added the video. */
  notifyNew: "{user} добавил(а) видео в галерею",
  roleGroup: { title: "Видео", hint: "Добавляет, изменяет и удаляет видео галереи" },
  searchBlock: "Видео",
} as const;
