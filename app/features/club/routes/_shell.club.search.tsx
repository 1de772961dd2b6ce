// /club/search?city=&q=: where the search form posts its GET without JavaScript; it redirects to the
// search's own address, /club/{idCity}/search/{text}.
export { searchRedirectLoader as loader } from "../server/pages.server";
