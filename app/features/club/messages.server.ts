// What only the server says about Клуб партнёров: refusals, toasts, and the names the manifest gives the menu
// and the notification settings.
export const serverMessages = {
  created: "Запись добавлена",
  forbidden: "Добавлять записи могут только редакторы раздела",
};

export const clubNames = {
  menu: "Клуб партнёров",
  family: "Клуб партнёров",
  /** CLUB_NEW: {user} is who added the item. */
  notifyNew: "{user} добавил(а) запись в разделе «Клуб партнёров»",
} as const;
