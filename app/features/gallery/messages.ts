// The strings the gallery's and /media's pages show (issue #36); the album parts' own are the albums'.
// Refusals only the server sends are in messages.server.ts, so they never reach the browser.
export const messages = {
  title: "Галерея",
  photosTitle: "Фотоальбомы",
  newestAlbums: "Новые альбомы",
  allAlbums: "Все альбомы",
  videosTitle: "Видео",
  noVideos: "Видео пока нет",
  noAlbums: "Альбомов пока нет",
  createTitle: "Новый альбом",
  editTitle: "Изменить альбом",
  edit: "Изменить",
  mediaTitle: "Медиа",
  mediaEmpty: "Фотографий и видео пока нет",
  inAlbum: (name: string) => `Альбом «${name}»`,
  captionsTitle: "Подписи к фотографиям",
  captionOf: (n: number) => `Подпись к фотографии ${n}`,
  deleteChecked: (n: number) => `Удалить фотографию ${n}`,
  saveCaptions: "Сохранить подписи и удалить отмеченные",
  captionsSaved: "Фотографии сохранены",
  albumSaved: "Альбом сохранён",
  processing: "Видео обрабатывается",
} as const;
