// What only the server says about the feed: the refusals of its /api calls and use cases. Pages will
// show them beside fields or as toasts; no browser bundle carries them.
export const feedServerMessages = {
  postNotFound: "Публикация не найдена",
  pollNotFound: "Опрос не найден",
  fileNotFound: "Файл не найден",
  groupNotFound: "Группа не найдена",
  articleNotFound: "Статья не найдена",
  // fields
  postIdInvalid: "Публикация не найдена",
  titleTooLong: "Заголовок — не больше 255 символов",
  textTooLong: "Текст публикации — не больше 10 000 символов",
  empty: "Добавьте текст, изображение, видео, документ или опрос",
  tooManyImages: "Не больше 10 изображений в публикации",
  tooManyDocuments: "Не больше 10 документов в публикации",
  tooManyVideos: "Не больше 2 видео в публикации",
  fileListInvalid: "Файл не найден",
  videoLinkUnknown: "Ссылка на видео не распознана",
  previewNotImage: "Превью видео должно быть изображением PNG или JPEG",
  plannedDateInFuture: "Укажите дату публикации в будущем",
  pollQuestionRequired: "Укажите вопрос опроса",
  pollQuestionTooLong: "Вопрос опроса — не больше 255 символов",
  pollAnswersCount: "Добавьте от 2 до 10 вариантов ответа",
  pollAnswerTooLong: "Вариант ответа — не больше 255 символов",
  pollAnswersDistinct: "Варианты ответа не должны повторяться",
  pollAnswerEmpty: "Вариант ответа не может быть пустым",
  chooseOne: "Выберите один вариант ответа",
  chooseAnswers: "Выберите хотя бы один вариант ответа",
  answerUnknown: "Такого варианта ответа нет",
  alreadyVoted: "Вы уже проголосовали",
  rejectReasonRequired: "Укажите причину отклонения",
  rejectReasonTooLong: "Причина отклонения — не больше 1000 символов",
  // state and rights
  staleEdit: "Публикацию изменили, пока вы её редактировали. Обновите страницу",
  createForbidden: "Публиковать новости компании могут только редакторы новостей — предложите новость",
  editForbidden: "Изменять публикацию могут только её автор и редакторы новостей",
  pinForbidden: "Закреплять публикации могут только редакторы новостей",
  moderateForbidden: "Рассматривать предложенные новости могут только редакторы новостей",
  alreadyPublished: "Публикация уже опубликована",
  offerDecided: "Эта новость уже рассмотрена",
  notAnOffer: "Предложенная новость не найдена",
  // notifications ({post}: the post's title, or the start of its text)
  offerPublishedNotice: "Ваша новость {post} опубликована",
  offerRejectedNotice: "Ваша новость {post} отклонена: {reason}",
  untitledPost: "Новость",
  // group posts (issue #14 point 5)
  groupClosed: "Группа закрыта: её содержимое видно только участникам",
  groupPostForbidden: "Публиковать в группе могут только её участники — вступите в группу",
  groupEditForbidden: "Изменять публикацию в группе могут только её автор и руководители группы",
  groupPinForbidden: "Закреплять публикации в группе могут только её руководители",
  offerCompanyOnly: "Предложить можно только новость компании: в группе участники публикуют сами",
  // the portal search (issue #16): the block of the POST index on the results pages
  searchBlock: "Публикации",
};

/** The toasts of the feed's pages (a form posted, the page redirected back). */
/** The toasts of the thanks forms (ours). */
export const thanksPageToasts = {
  created: "Спасибо отправлено",
  deleted: "Благодарность удалена",
};

export const feedPageToasts = {
  published: "Вы опубликовали новую запись",
  deferred: "Вы создали отложенную публикацию",
  offered: "Вы предложили новость",
  saved: "Все изменения сохранены",
  liked: "Вам нравится эта публикация",
  unliked: "Отметка «Нравится» снята",
  voted: "Ваш голос учтён",
  deleted: "Публикация удалена",
  restored: "Публикация восстановлена",
  pinned: "Публикация закреплена",
  unpinned: "Публикация откреплена",
  offerPublished: "Новость опубликована",
  offerRejected: "Новость отклонена",
  imagesOnly: "Изображения — только JPEG и PNG",
  uploadFailed: (name: string, why: string) => `${name}: ${why}`,
};

// Comments, comment likes and mentions, stickers and thanks (issue #12 points 9–11): refusals of their
// /api calls and the texts of the notifications they produce ({user}, {post}, {thanks}: variables).
export const feedTalkMessages = {
  commentNotFound: "Комментарий не найден",
  commentEmpty: "Напишите комментарий или выберите стикер",
  commentTooLong: "Комментарий — не больше 2000 символов",
  commentEditForbidden: "Изменять комментарий может только его автор",
  commentManageForbidden: "Удалять и восстанавливать комментарий могут его автор, автор публикации и редакторы новостей",
  groupCommentManageForbidden: "Удалять и восстанавливать комментарий в группе могут его автор, автор публикации и руководители группы",
  userNotFound: "Сотрудник не найден",
  tooManyMentions: "Не больше 50 упоминаний в комментарии",
  stickerNotFound: "Стикер не найден",
  stickersForbidden: "Управлять стикерами могут только администраторы и ответственные за стикеры",
  stickerFilesRequired: "Выберите изображения для стикеров",
  tooManyStickers: "Не больше 50 стикеров за раз",
  stickerFileInvalid: "Стикер — изображение PNG или JPEG не больше 512 КБ",
  fileNotFound: "Файл не найден",
  thanksNotFound: "Благодарность не найдена",
  thanksSelf: "Нельзя поблагодарить самого себя",
  thanksEmpty: "Напишите текст благодарности",
  thanksTooLong: "Текст благодарности — не больше 1000 символов",
  thanksDeleteForbidden: "Удалить благодарность могут только её автор и редакторы новостей",
  // Notifications, in the present tense: it reads the same for a man and a woman (the directory does not
  // know who is which), where «прокомментировал(а)» read like a form to fill in.
  notifyMention: "{user} упоминает вас в комментарии к публикации {post}",
  notifyComment: "{user} комментирует вашу публикацию {post}",
  notifyThanks: "{user} благодарит вас: {thanks}",
  /** {post} of a post without a title: its text's start, or this. */
  untitledPost: "без заголовка",
};

/** The toasts of comment and sticker forms (the post's page, a feed card, /admin/stickers). */
export const feedCommentToasts = {
  created: "Комментарий добавлен",
  updated: "Комментарий обновлен",
  deleted: "Комментарий удален",
  restored: "Комментарий восстановлен",
  liked: "Вам нравится этот комментарий",
  unliked: "Отметка «Нравится» снята",
  stickersAdded: "Стикеры добавлены",
  stickerDeleted: "Стикер удалён",
};

/** The feed's notification families on the settings page. */
export const feedFamilyLabels = {
  POST: "Публикации и комментарии",
  THANKS: "Благодарности",
} as const;

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const feedMenuNames = {
  main: "Главная",
  news: "Новости",
} as const;

/** Its role groups on /admin/rights (the manifest's roleGroups). */
export const feedRoleGroupNames = {
  news: { title: "Новости и модерация", hint: "Публикует и правит новости, модерирует ленту и предложенные новости" },
  stickers: { title: "Стикеры", hint: "Добавляет и убирает стикеры для комментариев и благодарностей" },
};
