// The groups' strings (issue #14), a file per area: the bundler ships a whole file with any page that imports
// it, so a page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.

/** The previews of the images chosen in a file field (with JavaScript): the group, article and album forms. */
export const groupImageMessages = {
  chosenImages: "Выбранные изображения",
} as const;
