// Kept for the imports written before the registry (guide/server/demo.server.ts): the services are
// built by app/features/registry.server.ts from the features' manifests. Import from there.
export { createServices, type Services } from "./registry.server";
