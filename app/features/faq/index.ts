// The FAQ's client-safe exports for other features (the glossary shares its look and text rules).
export { PencilIcon } from "./ui/faq";
export { requiredText } from "./schema";
export { default as faqStyles } from "./ui/knowledge-faq.css";
