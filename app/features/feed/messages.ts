// Strings of the feed's pages: the feed, a post card, the composer, a post's page and the news
// moderation page. The pages render posts on the server (ui/*.tsx through server/page-html.server.tsx).
import { plural } from "~/shared/ui/messages";

/** Thanks between colleagues (issue #12 point 11): their card in the feed, /thanks and a thanks's own page. */
export const feedThanksMessages = {
  title: "Благодарности",
  thanksTitle: "Благодарность",
  notFound: "Благодарность не найдена",
  empty: "Благодарностей пока нет.",
  next: "Показать ещё",
  badge: "Благодарность",
  thanked: "благодарит",
  /** The hidden h1 of a thanks's own page. */
  heading: (from: string, to: string) => `${from} благодарит: ${to}`,
  remove: "Удалить",
  all: "Все благодарности",
  // the form
  formTitle: "Поблагодарить коллегу",
  fieldPerson: "Кого поблагодарить",
  choosePerson: "Выберите коллегу",
  fieldText: "Текст благодарности",
  textHint: "До 1000 символов",
  send: "Отправить",
} as const;

export const feedMessages = {
  newsTitle: "Новости",
  postTitle: "Публикация",
  /** The hidden h1 of an untitled post's own page. */
  postOf: (author: string) => `Публикация: ${author}`,
  editTitle: "Изменение публикации",
  deferredTitle: "Отложенные публикации",
  empty: "Новостей пока нет.",
  groupEmpty: "Публикаций пока нет",
  /** A group post's card in the main feed names its group. */
  inGroup: (name: string) => `в группе «${name}»`,
  next: "Показать ещё",
  // with JavaScript: the pages dropped above the sliding window of the feed load back by this link
  newer: "Показать более новые",
  notFound: "Публикация не найдена или удалена",
  // a card
  pinned: "Закреплено",
  deleted: "Публикация удалена",
  restore: "Восстановить",
  remove: "Удалить",
  edit: "Изменить",
  pin: "Закрепить",
  unpin: "Открепить",
  plannedAt: (when: string) => `Будет опубликовано ${when}`,
  offered: "Предложена, ждёт решения редактора",
  rejected: (reason: string) => `Отклонена: ${reason}`,
  like: "Нравится",
  likeCount: (n: number) => `Нравится: ${n}`,
  views: (n: number) => `${n} ${plural(n, "просмотр", "просмотра", "просмотров")}`,
  comments: (n: number) => `${n} ${plural(n, "комментарий", "комментария", "комментариев")}`,
  allComments: (n: number) => `Показать все комментарии (${n})`,
  whoLiked: "Кому понравилось",
  nobodyLiked: "Пока никому.",
  sticker: "Стикер",
  document: (name: string, sizeMb: string) => `${name} (${sizeMb} МБ)`,
  article: "Статья",
  videoLink: "Смотреть видео на YouTube",
  videoProcessing: "Видео обрабатывается",
  videoDuration: (time: string) => `Длительность: ${time}`,
  image: (n: number) => `Изображение ${n}`,
  // a poll
  pollTitle: "Опрос",
  vote: "Проголосовать",
  voted: "Вы проголосовали",
  votes: (n: number) => `${n} ${plural(n, "голос", "голоса", "голосов")}`,
  publicPoll: "Открытое голосование",
  multiplePoll: "Можно выбрать несколько вариантов",
  // the composer
  composerTitle: "Новая публикация",
  /** The line a feed's composer is folded under. */
  write: "Написать публикацию",
  fieldTitle: "Заголовок",
  fieldText: "Текст",
  fieldImages: "Изображения (JPEG, PNG, до 10)",
  fieldDocuments: "Документы (до 10)",
  fieldVideos: "Видео (до 2 файлов mp4, avi или mov, до 500 МБ каждый)",
  fieldVideoLink: "Ссылка на видео YouTube",
  more: "Изображения, документы, видео…",
  moreEditor: "Изображения, документы, видео, опрос, публикация позже…",
  fieldPoll: "Опрос",
  fieldPollQuestion: "Вопрос",
  fieldPollAnswer: (n: number) => `Вариант ${n}`,
  fieldPollPublic: "Открытое голосование",
  fieldPollMultiple: "Несколько вариантов ответа",
  keepPoll: (question: string) => `Оставить опрос «${question}»`,
  fieldArticle: "Статья из гида",
  fieldArticleHint: "Ссылка на статью (скопируйте адрес её страницы) или её номер",
  keepArticle: (name: string) => `Оставить статью «${name}»`,
  fieldPlanned: "Опубликовать позже",
  plannedHint: "Время московское. Оставьте пустым, чтобы опубликовать сразу.",
  attached: "Прикреплено (снимите отметку, чтобы убрать)",
  publish: "Опубликовать",
  offer: "Предложить новость",
  offerHint: "Новость появится в ленте после одобрения редактором.",
  save: "Сохранить",
  cancel: "Отмена",
  // with JavaScript: an image pasted into the composer's text joins its images
  pasted: "Вы вставили картинку из буфера обмена",
  pastedTooBig: "Размер файла превышает 30 МБ",
  // moderation
  moderationTitle: "Модерация новостей",
  moderationHint: "Предложенные сотрудниками новости",
  noOffers: "Предложенных новостей нет.",
  offeredBy: (name: string, when: string) => `${name}, ${when}`,
  approve: "Опубликовать",
  reject: "Отклонить",
  rejectReason: "Причина отклонения",
} as const;

/** The comments of a post's page and of a feed card, and /admin/stickers (issue #12 points 9, 10). */
export const feedCommentMessages = {
  title: "Комментарии",
  earlier: "Показать предыдущие комментарии",
  none: "Комментариев пока нет.",
  deleted: "Комментарий удален",
  /** A deleted comment's text, folded, for those who may restore it. */
  deletedText: "Текст комментария",
  edited: "изменён",
  field: "Комментарий",
  placeholder: "Напишите комментарий…",
  /** «@» in a comment (with JavaScript): the list of colleagues to mention. */
  mentionList: "Упомянуть коллегу",
  /** The comment form's «Упомянуть» field (works without JavaScript): a name, found when the comment is sent. */
  mentionField: "Упомянуть",
  mentionHint: "Фамилия и имя коллеги: ему придёт уведомление о комментарии",
  mentionChoices: "Кого из них упомянуть",
  mentionChoose: "Нашлось несколько сотрудников с таким именем. Выберите, кого упомянуть, и отправьте комментарий ещё раз.",
  mentionChooseFirst: (n: number) =>
    `Нашлось больше ${n} сотрудников с таким именем. Выберите из первых ${n} или допишите отчество и отправьте комментарий ещё раз.`,
  mentionTooShort: "Введите не менее 3 символов имени",
  mentionNone: (name: string) => `Сотрудник «${name}» не найден. Проверьте фамилию и имя.`,
  stickers: "Стикеры",
  /** A feed card's link to its post's page, where the stickers are. */
  chooseSticker: "Выбрать стикер",
  noSticker: "Без стикера",
  sticker: (n: number) => `Стикер ${n}`,
  send: "Отправить",
  save: "Сохранить",
  cancel: "Отмена",
  edit: "Изменить",
  remove: "Удалить",
  restore: "Восстановить",
  likeCount: (n: number) => `Нравится: ${n}`,
  // /admin/stickers
  stickersTitle: "Стикеры",
  stickersHint: "Картинки, которые сотрудники отправляют в комментариях",
  stickersEmpty: "Стикеров пока нет.",
  stickersFiles: "Изображения PNG или JPEG, до 512 КБ каждое",
  stickersAdd: "Добавить",
} as const;

/** The feed's kinds of file (files.ts): the refusal of a sticker too big (ours). */
export const feedFileMessages = {
  stickerTooBig: "Размер стикера превышает 512 КБ",
} as const;

/** The composer in a group: one of the group's published articles to attach (issue #14 point 8). */
export const feedGroupArticleMessages = {
  field: "Статья группы",
  none: "Без статьи",
} as const;
