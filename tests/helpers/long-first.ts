// Vitest's order of test files, with the longest first. Without a record of earlier runs (a clean clone in CI)
// vitest orders files by size, and the longest files here (a minute or more each: the backup CLI against both
// databases, the generator's scratch copy, the access matrix, the fuzzers) started last: one worker ran them
// alone while the other had finished (466 s of wall time for 791 s of files on two workers). Started first,
// the shorter files fill in around them.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files of 20 s or more on the 2-core machine (vitest's report of a full run, the machine loaded by
 * others: each about twice its quiet time), longest first. The CLI files call the CLI in-process now
 * (tests/cli/run-cli.ts): backup-restore went from the second to the sixth, user-cli to the end.
 */
const LONGEST = [
  "tests/new-feature.test.ts",
  "tests/security/fuzz-postgres.test.ts",
  "tests/cluster.test.ts",
  "tests/security/access-matrix.test.ts",
  "app/features/feed/tests/video.test.ts",
  "tests/cli/backup-restore.test.ts",
  "tests/security/fuzz-sqlite.test.ts",
  "app/features/feed/tests/feed-pages.test.ts",
  "app/platform/files/tests/files.test.ts",
  "app/features/groups/tests/albums-demo.test.ts",
  "app/features/feed/tests/comment-pages.test.ts",
  "app/portal/open.server.test.ts",
  "tests/database-down.test.ts",
  "tests/cli/user-cli.test.ts",
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return at === -1 ? LONGEST.length : at;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
