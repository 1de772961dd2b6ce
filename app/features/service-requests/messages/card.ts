// A business card's preview (ui/business-card.tsx).
export const cardMessages = {
  title: "Так будет выглядеть визитка",
  previewLabel: (name: string) => `Макет визитки: ${name}`,
  caption: "Данные взяты из профиля. Если что-то устарело, исправьте профиль до отправки заявки.",
  editProfile: "Изменить профиль",
} as const;
