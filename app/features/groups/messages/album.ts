// The groups' strings (issue #14), a file per area: the bundler ships a whole file with any page that imports
// it, so a page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
// The album pages' own strings are the albums feature's (~/features/albums): here only the group's rules.

/** Who may add and edit in a group's albums (the group owner's refusals, app/features/albums/owners.server.ts). */
export const groupAlbumMessages = {
  notMember: "Добавлять альбомы и фотографии могут только участники группы",
  notEditor: "Изменять это могут только автор, руководители группы и администраторы",
} as const;
