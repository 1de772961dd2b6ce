// The feed's client-safe exports for other features: none yet.
export {};
