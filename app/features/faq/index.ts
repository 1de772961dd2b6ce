// The FAQ's client-safe exports for other features: none today (the glossary has its own pencil, text
// rule and seed; the stylesheet both use is app/shared/styles/knowledge-faq.css).
export {};
