// What only the server says about groups: the refusals of its calls (issue #14 "Bad input and failure").
export const groupRefusals = {
  notFound: "Группа не найдена",
  closed: "Группа закрыта: её содержимое видно только участникам",
  notManager: "Управлять группой могут только её руководители",
  notMember: "Это доступно только участникам группы",
  lastManager: "В группе должен остаться хотя бы один руководитель",
  notAMember: "Сотрудник не состоит в группе",
  userNotFound: "Сотрудник не найден",
  requestNotFound: "Заявка не найдена",
  stale: "Группу изменили, пока вы её редактировали",
  deleteNameMismatch: "Название не совпадает",
  fileNotImage: "Не удалось загрузить файл",
} as const;

/** The claim types groups register (join requests, messages to managers) and their notifications. */
export const groupClaimMessages = {
  subscribeType: "Заявка на вступление в группу",
  subscribeSubject: (group: string) => `Вступление в группу «${group}»`,
  status: {
    NEW: "Новая",
    SUBSCRIBE_GROUP_ACCEPTED: "Принята",
    SUBSCRIBE_GROUP_REJECTED: "Отклонена",
    CANCELLED: "Отозвана",
  },
} as const;

/** Notification texts: {group} is the group (family GROUP → /group/{id}); {claim} the request. */
export const groupNotices = {
  GROUP_SUBSCRIBE_ACCEPTED: "Ваша заявка на вступление в группу {group} принята",
  GROUP_SUBSCRIBE_REJECTED: "Ваша заявка на вступление в группу {group} отклонена",
  CLAIM_SUBSCRIBE_GROUP_NEW_FOR_APPROVER: "Новая заявка на вступление в группу: {claim}",
} as const;

/** What a new group starts with (point 11): its message subjects and resolution types; managers change both. */
export const DEFAULT_SUBJECTS = ["Вопрос", "Предложение"] as const;
export const DEFAULT_RESOLUTION_TYPES = ["Дан ответ", "Отклонено"] as const;

/** Messages to a group's managers (point 11): the GROUP_MESSAGE claim type, its refusals and notifications. */
export const groupMessageServerMessages = {
  type: "Сообщение руководителям группы",
  claimSubject: (subject: string, group: string) => `${subject} — ${group}`,
  status: { NEW: "Новое", IN_WORK: "В работе", COMPLETED: "Завершено", CANCELLED: "Отозвано" },
  notHandler: "Обрабатывать сообщения группы могут только её руководители",
  alreadyTaken: "Сообщение уже взято в работу",
  notFound: "Сообщение не найдено",
  messagesOff: "Сообщения руководителям этой группы отключены",
  closedGroup: "Написать руководителям закрытой группы могут только её участники",
  notices: {
    GROUP_MESSAGE_NEW_FOR_ADMIN: "Новое сообщение руководителям группы: {claim}",
    GROUP_MESSAGE_IN_WORK_FOR_OWNER: "Ваше сообщение {claim} взято в работу",
    GROUP_MESSAGE_COMPLETED_FOR_OWNER: "Ваше сообщение {claim} обработано",
  },
} as const;

/** The groups' notification families on the settings page. */
export const groupFamilyLabels = {
  GROUP: "Группы",
  GROUP_MESSAGE: "Сообщения в группы",
} as const;

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const groupsMenuNames = {
  groups: "Группы",
} as const;
