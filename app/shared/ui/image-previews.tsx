// Previews of the images a file input holds, before they are sent (issue #14's JavaScript layer). The
// input stays a plain file input of its multipart form: without JavaScript it sends the same files and
// shows no preview. Object URLs are revoked when the choice changes or the form goes away.
import { useEffect, useState, type ChangeEvent } from "react";

interface Preview {
  name: string;
  url: string;
}

/** At most this many previews (an album takes 20 files an upload). */
const MOST = 20;

export function useImagePreviews(): { previews: Preview[]; onChange: (event: ChangeEvent<HTMLInputElement>) => void } {
  const [previews, setPreviews] = useState<Preview[]>([]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    setPreviews(
      files
        .filter((f) => f.type.startsWith("image/"))
        .slice(0, MOST)
        .map((f) => ({ name: f.name, url: URL.createObjectURL(f) })),
    );
  };
  return { previews, onChange };
}

/** `label`: the list's name (the feature's own words, so every page need not load them). */
export function ImagePreviews({ previews, label }: { previews: Preview[]; label: string }) {
  if (previews.length === 0) return null;
  return (
    <ul className="image-previews" aria-label={label}>
      {previews.map((p) => (
        <li key={p.url}>
          <img src={p.url} alt={p.name} />
        </li>
      ))}
    </ul>
  );
}
