// The albums' strings (issue #36; the group albums' of issue #14 point 9), client-safe: the pages of every
// owner, the forms' field errors and the refusals the albums make themselves (an owner's own refusals are in
// its feature's messages: who may add and edit there).
import { plural } from "~/shared/ui/messages";

/** Albums and photos of every owner: the pages, the forms' field errors and the refusals. */
export const albumMessages = {
  title: "Альбомы",
  none: "Альбомов пока нет",
  create: "Создать альбом",
  createTitle: "Новый альбом",
  createSubmit: "Создать",
  cancel: "Отмена",
  fieldName: "Название",
  fieldDescription: "Описание",
  photos: (n: number) => `${n} ${plural(n, "фотография", "фотографии", "фотографий")}`,
  noPhotos: "В альбоме пока нет фотографий",
  showMore: "Показать ещё",
  photoAlt: (n: number) => `Фотография ${n}`,
  upload: "Добавить фотографии",
  uploadHint: "До 20 файлов jpeg, jpg или png, каждый не более 30 МБ",
  uploadSubmit: "Загрузить",
  uploaded: (n: number) => `Добавлено фотографий: ${n}`,
  /** On a later page of an album (after an upload, or «Показать ещё» without JavaScript). */
  toAlbumStart: "К началу альбома",
  uploadFailedOf: (name: string, why: string) => `${name}: ${why}`,
  previous: "Предыдущая",
  next: "Следующая",
  original: "Оригинал",
  back: "К альбому",
  allAlbums: "Все альбомы",
  save: "Сохранить",
  saved: "Описание сохранено",
  deletePhoto: "Удалить фотографию",
  deletePhotoConfirm: "Удалить эту фотографию?",
  photoDeleted: "Фотография удалена",
  deleteAlbum: "Удалить альбом",
  deleteAlbumConfirm: "Удалить альбом со всеми фотографиями?",
  albumDeleted: "Альбом удалён",
  confirmDelete: "Удалить",
  created: "Альбом создан",
  // Field errors and refusals (the pages and /api say the same).
  nameRequired: "Укажите название альбома",
  nameTooLong: "Название альбома — не более 255 символов",
  descriptionTooLong: "Описание — не более 1000 символов",
  albumNotFound: "Альбом не найден",
  photoNotFound: "Фотография не найдена",
  filesRequired: "Выберите фотографии",
  tooManyFiles: "Не более 20 фотографий за раз",
  fileNotPhoto: "Файл не найден или не является загруженной вами фотографией",
  fileInvalid: "Файл не найден",
  notImage: "Можно загрузить только jpeg, jpg или png",
  chosenImages: "Выбранные изображения",
  // The viewer (after hydration) and photo links.
  viewer: "Просмотр фотографий",
  close: "Закрыть",
  toPost: "К публикации",
  /** The portal search's block of albums. */
  searchBlock: "Альбомы",
} as const;
