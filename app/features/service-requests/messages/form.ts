// What a service's request form says (client-safe; ui/service-form.tsx alone imports it, so the hub does not ship it).
export const formMessages = {
  send: "Отправить заявку",
  requiredNote: "Поля со звёздочкой обязательны",
  rangeFrom: "с",
  rangeTo: "по",
  chooseOne: "— выберите —",
  fileHint: "PDF, документ, таблица, изображение или архив, до 30 МБ",
  fileKept: (name: string) => `Приложен файл «${name}»; выберите другой, чтобы заменить`,
} as const;
