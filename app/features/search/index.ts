// The finder's client-safe exports for the forms of other features (index.server.ts: its loaders).
export type { FinderState } from "./query";
export { Finder } from "./ui/finder";
export { finderStyles } from "./styles";
export { finder as finderMessages } from "./messages";
