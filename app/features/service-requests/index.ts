// Сервисы: the client-safe exports other features may import (the manifest is index.server.ts). The
// catalogues (service-catalogue) render a service's form and a person's requests as the services' pages do.
export { ServiceForm } from "./ui/service-form";
export { RequestTable, type RequestRow } from "./ui/request-table";
export { default as serviceStyles } from "./ui/services.css";
