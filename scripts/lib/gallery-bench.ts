// The bench's gallery targets (issue #36 "Measured": /media and an album of 2,000 photos, the same statements for
// 20 and 2,000) on the set of `npm run generate -- gallery` (scripts/lib/gallery-generate.ts), built once per
// database into .cache/gallery-set/ and reused while its report is there. On a real server, as the demo
// administrator: GET / (the reference), /media, the 2,000-photo album, the same album at ?photo= and the landing.
// Then the statements /media and the album's first page take, counted in-process on the same database.
//   BENCH_GALLERY: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import type { GalleryReport } from "./gallery-generate";
import { benchDialects, ensureGeneratedSet, statementsOn, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { DEMO_ADMIN, signIn, startRealServer } from "./real-server";

export type GallerySet = GeneratedSet<GalleryReport & { databaseBytes: number }>;

export const galleryBenchPlan = (notes: string[]) => {
  process.env.BENCH_GALLERY ??= "sqlite";
  return benchDialects("BENCH_GALLERY", "gallery", notes);
};
export const ensureGallerySet = (dialect: Dialect) =>
  ensureGeneratedSet<GalleryReport & { databaseBytes: number }>("gallery", dialect, DEMO_ADMIN.username);

/** The statements of /media's first page and of the big album's, counted on the set's database. */
const pageStatements = (set: GallerySet) =>
  statementsOn(set, {
    media: (portal) => portal.services.gallery.media(actingAs(3), { after: null, pageSize: 60 }),
    album: (portal) =>
      portal.services.gallery.albumWithPhotos(actingAs(3), { albumId: set.report.largestAlbumId, after: null, pageSize: 50 }),
  });

export async function measureGallerySet<Row extends { requestsPerSecond: number; p99Ms: number }>(
  set: GallerySet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  let rows: Row[] = [];
  const summary: string[] = [];
  try {
    onServer(server.origin, server.child.process.pid);
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const label = (target: string) => `[gallery ${set.dialect}] ${target}`;
    const album = `${server.url}/gallery/photos/${set.report.largestAlbumId}`;
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, admin);
    const targets = [
      await measure(label("GET /media"), `${server.url}/media`, admin),
      await measure(label(`GET /gallery/photos/{album of ${set.report.sizes.largestAlbum}}`), album, admin),
      await measure(label("GET /gallery"), `${server.url}/gallery`, admin),
    ];
    rows = [home, ...targets];
    const share = (a: Row) =>
      home.requestsPerSecond > 0 ? `${((a.requestsPerSecond / home.requestsPerSecond) * 100).toFixed(0)} %` : "n/a";
    summary.push(
      `Gallery set on ${set.dialect} (an album of ${set.report.sizes.largestAlbum} photos, ${set.report.groups.photos} group photos): ` +
        `generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
      `  /media, the album, /gallery ÷ GET / ${targets.map(share).join(", ")}; p99 ${targets.map((t) => `${t.p99Ms} ms`).join(", ")}`,
    );
  } finally {
    await server.stop();
  }
  const counted = await pageStatements(set);
  summary.push(
    `  statements: /media ${counted.media}, the album's first page ${counted.album} (the same for 20 photos: the gallery's tests)`,
  );
  return { rows, summary };
}
