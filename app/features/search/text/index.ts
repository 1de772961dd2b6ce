// The search engine's text pipeline: pure functions, safe on the server and in the browser.
export { analyze, foldCase, normalize, queryTerms, stemOf, QUERY_MAX_CHARACTERS, QUERY_MAX_WORDS, type QueryTerm } from "./analyze";
export { allowedTypos, editDistance } from "./distance";
export { switchLayout } from "./layout";
export { stemRussian } from "./stem-ru";
