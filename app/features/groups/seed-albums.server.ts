// Demo albums (issue #14 point 13): «Фотоклуб «Объектив»» gets a 60-photo walk and a smaller album of
// the demo employee's, «Бег и ЗОЖ» a race, and the closed «Магазин на Невском» its shop windows. The
// images are drawn here (a sky, a sun, hills in a few palettes), stored once through the files module
// as GROUP_PHOTO files of the album's author, and shared by the photo rows, so seeding stays quick.
// Runs after seedGroupsDemo (it finds the groups by name).
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";

const PALETTES = [
  { sky: ["#8ec5fc", "#e0c3fc"], sun: "#ffd166", hills: ["#2a9d8f", "#264653"] },
  { sky: ["#fbc2eb", "#a6c1ee"], sun: "#ff9f1c", hills: ["#6a994e", "#386641"] },
  { sky: ["#f6d365", "#fda085"], sun: "#fff3b0", hills: ["#9c6644", "#7f5539"] },
  { sky: ["#a1c4fd", "#c2e9fb"], sun: "#ffffff", hills: ["#4361ee", "#3a0ca3"] },
  { sky: ["#355c7d", "#6c5b7b"], sun: "#f8b195", hills: ["#2d3142", "#1b1b2f"] },
  { sky: ["#d4fc79", "#96e6a1"], sun: "#ffe066", hills: ["#40916c", "#1b4332"] },
  { sky: ["#ff9a9e", "#fecfef"], sun: "#ffd6a5", hills: ["#b5838d", "#6d6875"] },
  { sky: ["#e0eafc", "#cfdef3"], sun: "#f4a261", hills: ["#577590", "#43aa8b"] },
];

/** A landscape of one palette, `variant` moving the sun and the hills: a JPEG of 640 × 427 (small: the demo seeds in under 3 s). */
function landscape(index: number, variant: number): Promise<Buffer> {
  const p = PALETTES[index % PALETTES.length]!;
  const sunX = 180 + ((variant * 211) % 600);
  const sunY = 140 + ((variant * 97) % 160);
  const ridge = (base: number, amp: number, shift: number) =>
    `M0 ${base} ` +
    Array.from({ length: 9 }, (_, i) => `Q ${i * 120 + 60} ${base - amp * Math.sin(i + shift)} ${(i + 1) * 120} ${base}`).join(" ") +
    " L960 640 L0 640 Z";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#s)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${50 + (variant % 3) * 15}" fill="${p.sun}"/>
    <path d="${ridge(430, 70, variant)}" fill="${p.hills[0]}"/>
    <path d="${ridge(520, 50, variant * 2 + 1)}" fill="${p.hills[1]}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).resize(640, 427).jpeg({ quality: 80 }).toBuffer();
}

interface DemoAlbum {
  group: string;
  name: string;
  description: string;
  by: "admin" | "employee";
  photos: number;
  /** Distinct images, shared by the photo rows in turn. */
  images: number;
  captions?: readonly string[];
}

const DEMO_ALBUMS: readonly DemoAlbum[] = [
  {
    group: "Фотоклуб «Объектив»",
    name: "Фотопрогулка по Петроградке",
    description: "Сентябрьская прогулка клуба: набережные, дворы-колодцы и закат над Невой.",
    by: "admin",
    photos: 60,
    images: 4,
    captions: ["Закат над Невой", "Двор на Большой Пушкарской", "Утро на Карповке", "Крыши Петроградки"],
  },
  {
    group: "Фотоклуб «Объектив»",
    name: "Осенний парк",
    description: "Кадры участников из Таврического сада.",
    by: "employee",
    photos: 5,
    images: 2,
    captions: ["Листопад"],
  },
  {
    group: "Бег и ЗОЖ",
    name: "Весенний забег 10 км",
    description: "Наша команда на городском забеге.",
    by: "admin",
    photos: 8,
    images: 1,
  },
  {
    group: "Магазин на Невском",
    name: "Витрины к Новому году",
    description: "Как оформили витрины в этом году.",
    by: "employee",
    photos: 4,
    images: 2,
    captions: ["Главная витрина"],
  },
];

export async function seedGroupAlbumsDemo({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const [adminAccount, , employeeAccount] = accounts;
  if (!adminAccount || !employeeAccount) return;
  const by = {
    admin: actingAs(await demoUserId(adminAccount.phone), adminAccount.roles),
    employee: actingAs(await demoUserId(employeeAccount.phone), employeeAccount.roles),
  };
  const { db } = deps;
  let drawn = 0;
  for (const demo of DEMO_ALBUMS) {
    const group = await db.selectFrom("groups").select("id").where("name", "=", demo.group).where("is_delete", "=", 0).executeTakeFirst();
    if (!group) continue;
    const author = by[demo.by];
    const album = await services.groupAlbums.create(author, { groupId: group.id, name: demo.name, description: demo.description });
    const fileIds: number[] = [];
    for (let i = 0; i < demo.images; i++, drawn++) {
      const bytes = await landscape(drawn, drawn * 3 + i);
      const file = await services.files.saveUpload(
        author,
        { fileType: "GROUP_PHOTO", originalFileName: `IMG_${4100 + drawn}.jpg`, bytes },
        { seeding: true },
      );
      fileIds.push(file.id);
    }
    // The first images through the service (as an upload adds them), the rest as rows sharing them.
    await services.groupAlbums.addPhotos(author, { albumId: album.id, fileIds });
    // The rest as rows sharing these files (captions in turn, as the demo always had them).
    const captions = Array.from({ length: 7 }, (_, k) => demo.captions?.[(k + 1) % 7] ?? "");
    await services.groupAlbums.repeatPhotos(album.id, author.userId, demo.photos - fileIds.length, captions);
    const first = (await services.groupAlbums.photos(author, { albumId: album.id, after: null, pageSize: 1 })).items[0];
    if (first && demo.captions?.[0]) await services.groupAlbums.updatePhoto(author, { id: first.id, description: demo.captions[0] });
  }
}
