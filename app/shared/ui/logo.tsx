export function Logo() {
  return (
    <svg className="logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0b5cad" />
      <path d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13v5H9Zm4-8.5h3.2a1.5 1.5 0 0 0 0-3H13v3Z" fill="#fff" />
      <circle cx="23" cy="22" r="2.5" fill="#ffb400" />
    </svg>
  );
}
