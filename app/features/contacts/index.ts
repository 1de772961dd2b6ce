// The directory's client-safe exports for other features (index.server.ts: manifest and server code).
export { ContactCardView } from "./ui/contact-card";
export { fullName } from "./names";
export { default as contactsStyles } from "./ui/contacts.css";
export { canEditContacts } from "./policy";
