// `/main/news/{idPost}/{idPoll}`: as /news/{idPost}/{idPoll}.
export { default, loader, meta, handle, ErrorBoundary } from "./_shell.news_.$idPost_.$idPoll";
