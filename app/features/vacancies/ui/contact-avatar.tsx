// The contact's picture on the vacancy page: their photo, or their initials. The shell's Avatar draws the
// same; the page has its own so that its chunk is not shared (and split) with the shell's first load.
import type { VacancyContact } from "../model";

export function ContactAvatar({ contact, basePath }: { contact: VacancyContact; basePath: string }) {
  const path = contact.avatarFile?.filePath;
  if (path)
    return <img className="avatar" src={`${basePath}${path.replace(/-large\.jpg$/, "-small.jpg")}`} width={56} height={56} alt="" />;
  return (
    <span className="avatar avatar--initials vacancy-contact__initials" aria-hidden="true">
      {`${contact.surname.charAt(0)}${contact.name.charAt(0)}`.toUpperCase()}
    </span>
  );
}
