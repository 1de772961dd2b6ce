// The directory's client-safe exports for other features (index.server.ts: manifest and server code).
export { ContactCardView } from "./ui/contact-card";
export { fullName } from "./names";
export { contactsStyles } from "./styles";
export { canEditContacts } from "./policy";
