// A consent text as stored (plain text, paragraphs separated by blank lines) as the paragraphs pages draw:
// client-safe, the registration dialog and the consents' pages render each as an escaped <p>.
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
