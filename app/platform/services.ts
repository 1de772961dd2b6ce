// The services every feature builds, by key (context.services, ApiContext.services). Empty here on
// purpose: the platform names no feature. app/portal/registry.server.ts merges the features' services
// into this interface by declaration merging, as AppLoadContext receives PortalContext.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
