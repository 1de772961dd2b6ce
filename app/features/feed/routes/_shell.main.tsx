// `/main`: the same feed as `/` (the bottom menu links here).
export { default, loader, action, links, meta, handle, uploadLimit } from "./_shell._index";
