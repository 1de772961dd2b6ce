// `/main/thanks/{id}`: the thanks's page, as at /thanks/{id}.
export { default, loader, action, links, meta, handle, ErrorBoundary } from "./_shell.thanks_.$idThanks";
