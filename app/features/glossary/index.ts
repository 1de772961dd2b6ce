// The glossary's client-safe exports for other features: none today (its demo seed is its own,
// index.server.ts).
export {};
