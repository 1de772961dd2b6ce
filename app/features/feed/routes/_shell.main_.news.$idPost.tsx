// `/main/news/{idPost}`: the post's page, as at /news/{idPost}.
export { default, loader, action, links, meta, handle, ErrorBoundary } from "./_shell.news_.$idPost";
