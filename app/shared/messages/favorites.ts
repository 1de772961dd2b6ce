// The favourite star's labels (ru.favorites' star keys, verbatim).

export const favoriteStar = {
  star: "Добавить в Избранное",
  unstar: "Удалить из Избранного",
  starOf: (name: string) => `Добавить «${name}» в Избранное`,
  unstarOf: (name: string) => `Удалить «${name}» из Избранного`,
} as const;

/** ru.shell's notice for Internet Explorer, which the root renders instead of any page. */
