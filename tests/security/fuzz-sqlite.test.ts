// The fuzz of every /api call on SQLite (tests/security/fuzz-suite.ts).
import { fuzzSuite } from "./fuzz-suite";

fuzzSuite("sqlite");
