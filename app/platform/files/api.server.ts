// The JSON file call of spec part 1 §7 "Files". The multipart editor upload (POST /froala/upload) and
// the downloads are Express routes of their own (http.server.ts, registered in server/app.ts).
import type { ApiRoute } from "~/platform/api.server";

export const filesApi: ApiRoute[] = [
  {
    method: "POST",
    path: "/file/save",
    access: "user",
    // A 30 MB file is 40 MB of base64: this call alone reads JSON bodies up to 45 MB, so an oversized
    // file within that still gets the Russian "more than 30 MB" answer instead of a bare 400.
    bodyLimit: "45mb",
    handler: ({ services, actor, input }) => services.files.saveFile(actor, input),
  },
];
