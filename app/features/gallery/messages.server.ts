// What only the server says about the gallery: refusals, and the names the manifest gives the menu and the
// rights pages.
export const serverMessages = {
  notFound: "Галерея не найдена",
  closed: "Галерея недоступна",
  forbidden: "Создавать альбомы и добавлять фотографии в галерею могут только её редакторы",
  notEditor: "Изменять чужой альбом могут только редакторы галереи и администраторы",
};

export const galleryNames = {
  menu: "Галерея",
  roleGroup: { title: "Галерея", hint: "Создаёт альбомы галереи, добавляет фотографии и изменяет любые альбомы" },
} as const;
