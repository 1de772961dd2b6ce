// The glossary's client-safe exports for other features (the FAQ's demo seed fills the glossary too).
export { letterOf, termKey } from "./schema";
