// The FAQ's client-safe exports for other features: none today (the pencil, the text rule and the stylesheet
// the glossary shares with it live in shared/ui/icons.tsx, platform/schema.ts and shared/styles/knowledge-faq.css).
export {};
