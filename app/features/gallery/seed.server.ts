// The gallery's demo (issue #36): two company albums of the demo administrator's — a corporate party with a
// few drawn photos and, to try the pages' paging and the viewer, 120 rows sharing them — so /gallery and
// /media show something on a fresh portal.
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";

const COLOURS = ["#e76f51", "#2a9d8f", "#e9c46a", "#264653", "#f4a261", "#8ab17d"];

/** A plain picture of a colour with a lighter circle: a JPEG of 640 × 427. */
const picture = (i: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="427"><rect width="640" height="427" fill="${COLOURS[i % COLOURS.length]}"/>` +
        `<circle cx="${160 + ((i * 97) % 320)}" cy="200" r="90" fill="#ffffff" fill-opacity="0.35"/></svg>`,
    ),
  )
    .jpeg({ quality: 70 })
    .toBuffer();

const DEMO = [
  { name: "Новогодний корпоратив", description: "Праздник в офисе на Невском", images: 4, photos: 120 },
  { name: "День компании", description: "Спортивный праздник в парке", images: 2, photos: 2 },
];

export async function seedGallery({ services, accounts, demoUserId }: SeedContext): Promise<void> {
  const admin = accounts[0];
  if (!admin) return;
  const author = actingAs(await demoUserId(admin.phone), admin.roles);
  let drawn = 0;
  for (const demo of DEMO) {
    const album = await services.gallery.create(author, { name: demo.name, description: demo.description });
    const fileIds: number[] = [];
    for (let i = 0; i < demo.images; i++, drawn++) {
      const bytes = await picture(drawn);
      const file = await services.files.saveUpload(
        author,
        { fileType: "GALLERY_PHOTO", originalFileName: `DSC_${5200 + drawn}.jpg`, bytes },
        { seeding: true },
      );
      fileIds.push(file.id);
    }
    await services.gallery.addPhotos(author, { albumId: album.id, fileIds });
    await services.gallery.repeatPhotos(album.id, author.userId, demo.photos - fileIds.length);
  }
}
