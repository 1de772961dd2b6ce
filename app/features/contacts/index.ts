// The directory's client-safe exports for other features (index.server.ts: manifest and server code).
export { ContactCardView } from "./ui/contact-card";
export { useSortableList } from "./ui/sortable";
export { fullName } from "./names";
export { default as contactsStyles } from "./ui/contacts.css";
