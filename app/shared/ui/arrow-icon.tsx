// The up and down arrows of the lists an editor reorders by buttons (the guide's sections and articles, the
// directory's cards). Decorative: each button's label names the move.
export function ArrowIcon({ down, size }: { down?: boolean; size: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: "rotate(180deg)" } : undefined}
    >
      <path d="M4 12l1.4 1.4L11 7.8V20h2V7.8l5.6 5.6L20 12l-8-8-8 8Z" fill="currentColor" />
    </svg>
  );
}
