// /main is the same page as / (the bottom menu links here).
export { default, loader, meta, handle } from "./_shell._index";
