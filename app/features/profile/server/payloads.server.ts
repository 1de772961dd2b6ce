// The payloads of the profile calls that only the server parses (/api and the pages' actions), with
// the types domain functions take once they are parsed. The edit form's rules, which the browser
// runs too, are in ../schema.ts.
import * as z from "zod/mini";
import { idOf } from "~/platform/schema";
import { workStatusSchema } from "~/features/profile/schema";
import { profile, profileErrors as e } from "~/features/profile/messages";
import { profileRefusals } from "~/features/profile/messages.server";

/**
 * Page modules take parseInput from here, not from ~/platform/validate: a .server module stays out of
 * the browser's bundle, while validate's module (its shared versionField) would put zod into the page.
 */
export { parseInput } from "~/platform/validate";

/** GET /user/full-user-info?id */
export const profileIdSchema = z.object({ id: idOf(profile.notFound) });
/** GET /user/stimulation?userId */
export const stimulationSchema = z.object({ userId: idOf(profile.notFound) });
/** POST /user/update-avatar {id?, image}: base64 from JSON clients, bytes from the page's upload. */
export const avatarSchema = z.object({
  id: z.optional(idOf(e.userId)),
  image: z.custom<string | Uint8Array>((v) => (typeof v === "string" && v.trim() !== "") || v instanceof Uint8Array, {
    error: profileRefusals.imageRequired,
  }),
});
export { workStatusSchema };

export type ProfileIdInput = z.output<typeof profileIdSchema>;
export type StimulationInput = z.output<typeof stimulationSchema>;
export type AvatarInput = z.output<typeof avatarSchema>;
export type WorkStatusInput = z.output<typeof workStatusSchema>;
