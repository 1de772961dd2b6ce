// `npm run files:migrate`: copies the uploaded files of DATA_DIR/files and the profile photos of
// DATA_DIR/avatars into the S3-compatible bucket the FILES_S3_* variables name (scripts/lib/files-migrate.ts).
// Safe to run again: what is there is skipped. Then start the portal with the same FILES_S3_* variables;
// DATA_DIR/files is no longer read (DATA_DIR/avatars only for a photo missing from the bucket).
import { readConfig } from "../app/platform/config.server";
import { createS3Storage } from "../app/platform/files/s3-storage.server";
import { migrateFiles } from "./lib/files-migrate";

async function main(): Promise<number> {
  const config = readConfig();
  if (!config.filesS3) {
    console.error(
      "Не задан FILES_S3_BUCKET: укажите бакет (и FILES_S3_ENDPOINT, ключи), куда копировать файлы из DATA_DIR/files и DATA_DIR/avatars",
    );
    return 1;
  }
  const target = await createS3Storage(config.filesS3);
  try {
    const report = await migrateFiles(config.dataDir, target, { log: (line) => console.log(line) });
    console.log(
      `Готово: скопировано ${report.copied}, уже были в бакете ${report.skipped}, всего ${report.total}. ` +
        "Запускайте портал с теми же FILES_S3_*.",
    );
    return 0;
  } catch (error) {
    console.error(`Копирование прервано: ${(error as Error).message}. Запустите команду снова: скопированное пропускается`);
    return 1;
  } finally {
    target.close();
  }
}

process.exitCode = await main();
