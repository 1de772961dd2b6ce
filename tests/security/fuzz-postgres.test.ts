// The fuzz of every /api call on PostgreSQL, when one answers (tests/security/fuzz-suite.ts).
import { describe, it } from "vitest";
import { dialects } from "../helpers/portal";
import { fuzzSuite } from "./fuzz-suite";

if ((await dialects()).includes("postgres")) fuzzSuite("postgres");
else describe.skip("fuzz of every /api call on postgres (PostgreSQL does not answer)", () => it("skipped", () => {}));
