// A person as the feed's answers name her (author, liker, giver and receiver of thanks).
import type { PersonRef } from "../types";

export const personRef = (id: number, name: string, surname: string, avatar: string | null): PersonRef => ({
  id,
  name,
  surname,
  avatarFile: avatar ? { filePath: avatar } : null,
});
