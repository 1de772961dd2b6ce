// `/news/thanks/{id}`: the thanks's page, as at /thanks/{id} (the static `thanks` outranks /news/{idPost}/{idPoll}).
export { default, loader, action, links, meta, handle, ErrorBoundary } from "./_shell.thanks_.$idThanks";
