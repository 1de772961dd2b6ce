// The input of POST /file/save, for the /api handler (files.server.ts), with the server's refusals; the
// rules it applies (file types, extensions, sizes) are rules.ts, which forms read without loading zod.
import * as z from "zod/mini";
import { fileRefusals } from "~/shared/messages.server";
import { FILE_TYPES, type FileType } from "~/shared/files/rules";

const e = fileRefusals;

/** POST /file/save {originalFileName, fileType, base64File}. */
export const saveFileSchema = z.object({
  originalFileName: z
    .pipe(
      z.string({ error: e.nameRequired }),
      z.transform((s) => s.trim()),
    )
    .check(z.minLength(1, { error: e.nameRequired }), z.maxLength(255, { error: e.nameTooLong })),
  fileType: z.pipe(
    z.string({ error: e.typeRequired }),
    z.transform((v, ctx) => {
      if (!(FILE_TYPES as readonly string[]).includes(v)) {
        ctx.issues.push({ code: "custom", message: v.trim() ? e.unknownType(v.slice(0, 50)) : e.typeRequired, input: v });
        return z.NEVER;
      }
      return v as FileType;
    }),
  ),
  base64File: z.string({ error: e.fileRequired }),
});
