// A person's picture, or their initials on a colour derived from their id. Every colour gives the
// white initials a contrast of at least 4.5:1 (WCAG AA for normal text).
export const AVATAR_COLORS = ["#0b5cad", "#2e7d32", "#8e24aa", "#c62828", "#b34700", "#006d77", "#5d4037", "#3949ab"];

export function Avatar({
  id,
  name,
  surname,
  filePath,
  size = 40,
  basePath = "",
}: {
  id: number;
  name: string;
  surname: string;
  filePath?: string | null;
  size?: number;
  basePath?: string;
}) {
  if (filePath) {
    // Uploaded photos are kept 400 px and 96 px wide ("-large.jpg" / "-small.jpg"): small places take the small one.
    const src = size <= 96 ? filePath.replace(/-large\.jpg$/, "-small.jpg") : filePath;
    return <img className="avatar" src={`${basePath}${src}`} width={size} height={size} alt="" />;
  }
  const initials = `${surname.charAt(0)}${name.charAt(0)}`.toUpperCase();
  return (
    <span
      className="avatar avatar--initials"
      style={{ width: size, height: size, background: AVATAR_COLORS[id % AVATAR_COLORS.length], fontSize: size * 0.4 }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
