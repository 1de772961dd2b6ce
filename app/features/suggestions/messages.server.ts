// What only the server says about suggested corrections: refusals its domain functions throw, the toasts and
// refusals of its pages' loaders and actions. Pages show them, but no browser bundle carries them.
export const serverMessages = {
  cardMissing: "Карточка, о которой вы пишете, не найдена: возможно, её уже удалили",
  categoryMissing: "Раздел справочника, о котором вы пишете, не найден",
  personMissing: "Сотрудник, о котором вы пишете, не найден",
  sectionMissing: "Раздел гида, о котором вы пишете, не найден или недоступен вам",
  notFound: "Предложение не найдено",
  resolvedToast: "Предложение отмечено решённым",
};
