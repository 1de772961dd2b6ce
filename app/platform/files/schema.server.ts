// The input of POST /file/save, for the /api handler (files.server.ts), with the server's refusals; the
// rules it applies (extensions, sizes) are the kinds' (shared/files/rules.ts and the features' files.ts),
// which forms read without loading zod.
import * as z from "zod/mini";
import { fileRefusals } from "~/shared/messages.server";
import type { FileType } from "~/shared/files/rules";

const e = fileRefusals;

/**
 * POST /file/save {originalFileName, fileType, base64File}, accepting the fileTypes `accepts` knows (the
 * platform's and every feature's kinds, collected by the files service).
 */
export const saveFileSchema = (accepts: (type: string) => boolean) =>
  z.object({
    originalFileName: z
      .pipe(
        z.string({ error: e.nameRequired }),
        z.transform((s) => s.trim()),
      )
      .check(z.minLength(1, { error: e.nameRequired }), z.maxLength(255, { error: e.nameTooLong })),
    fileType: z.pipe(
      z.string({ error: e.typeRequired }),
      z.transform((v, ctx) => {
        if (!accepts(v)) {
          ctx.issues.push({ code: "custom", message: v.trim() ? e.unknownType(v.slice(0, 50)) : e.typeRequired, input: v });
          return z.NEVER;
        }
        return v as FileType;
      }),
    ),
    base64File: z.string({ error: e.fileRequired }),
  });
