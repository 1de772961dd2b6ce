// Addresses of the group articles' pages (spec part 2 §2), one place for the routes and the links.
export const articleUrl = {
  list: (groupId: number, pageNumber = 0) => `/group/${groupId}/article${pageNumber > 0 ? `?page=${pageNumber}` : ""}`,
  create: (groupId: number) => `/group/${groupId}/article/create`,
  view: (groupId: number, articleId: number) => `/group/${groupId}/article/${articleId}`,
  edit: (groupId: number, articleId: number) => `/group/${groupId}/article/edit/${articleId}`,
};
