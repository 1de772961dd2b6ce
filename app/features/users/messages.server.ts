// Refusals of the people's records and of the rights that only the server sends (the CLI and the seed create
// people; the rights pages show these as the envelope's or the form's message).

export const usersRefusals = {
  unknownStatus: (status: string) => `Неизвестный статус ${status}`,
  personNotFound: "Сотрудник не найден",
};

export const rightsRefusals = {
  noRight: "Недостаточно прав: распределять права может только обладатель роли ROLE_EDIT_USER_ROLE_GROUP",
  adminOnly: (title: string) => `Группу «${title}» выдаёт и отзывает только администратор портала (ROLE_ADMINISTRATOR)`,
  unknownGroup: (type: string) => `Группа прав ${type} не найдена`,
  unknownSubject: "Укажите, кому выдать группу: сотрудника, подразделение или должность",
  personNotFound: (id: number) => `Сотрудник #${id} не найден`,
  personBlocked: (name: string) => `Сотрудник ${name} заблокирован: права ему не выдаются`,
  departmentNotFound: (id: number) => `Подразделение #${id} не найдено`,
  positionNotFound: (id: number) => `Должность #${id} не найдена`,
  alreadyGranted: (label: string) => `Группа уже выдана: ${label}`,
  grantNotFound: "Эта выдача уже отозвана",
  stale: (title: string) =>
    `Группу «${title}» только что изменил другой администратор. Ниже — как она выглядит сейчас; повторите действие, если оно ещё нужно`,
  lastRoute: "Нельзя отозвать ваше последнее право распределять права: сначала выдайте его другому сотруднику",
};

/** How the rights pages name a grant's subject beside its name. */
export const grantHints = {
  person: "сотрудник",
  department: "подразделение",
  withSubdepartments: "подразделение с подчинёнными",
  position: (department: string | null) => (department ? `должность, ${department}` : "должность"),
  missing: (subject: string, id: number) => `${subject} #${id} (удалён)`,
};

/** Its role groups on /admin/rights (the manifest's roleGroups). */
export const usersRoleGroupNames = {
  rights: { title: "Распределение прав", hint: "Выдаёт и отзывает группы прав сотрудникам, подразделениям и должностям" },
  administration: { title: "Администраторы портала", hint: "Открывает всё администрирование портала; выдаёт только администратор" },
};
