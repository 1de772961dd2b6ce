// What the shell starts after hydration (shell/ui/after-load.ts): a public entry apart from index.ts, whose
// finder pages import it; a module both reach would be one chunk, and the dropdown would load with every finder.
export { startSearchDropdown } from "./ui/dropdown/dropdown.client";
