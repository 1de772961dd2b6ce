import { describe, expect, it } from "vitest";
import { MIN_NOISE, RECORDED_SHARES, runNoise, shareFailures, shareKey } from "../scripts/lib/bench-check";

describe("bench --check", () => {
  it("names the demo's contacts category and guide article by placeholders", () => {
    expect(shareKey("GET /v2/contacts/1/24/28")).toBe("GET /v2/contacts/{category}");
    expect(shareKey("GET /knowledge/guide/1/article/7")).toBe("GET /knowledge/guide/{section}/article/{id}");
    expect(shareKey("GET /structure")).toBe("GET /structure");
  });

  it("takes the floor's drift as the noise, never less than MIN_NOISE", () => {
    expect(runNoise(1000, 990)).toBe(MIN_NOISE);
    expect(runNoise(1000, 700)).toBeCloseTo(0.3);
    expect(runNoise(700, 1000)).toBeCloseTo(0.3);
  });

  it("fails a page whose share fell by more than the noise, and only that one", () => {
    const floor = 1000;
    const shell = RECORDED_SHARES["GET /socket (the shell, empty)"]!;
    const login = RECORDED_SHARES["GET /login"]!;
    const rows = [
      { target: "GET /socket (the shell, empty)", requestsPerSecond: Math.floor(floor * shell * 0.85) },
      { target: "GET /login", requestsPerSecond: Math.ceil(floor * login * 0.95) },
      { target: "GET /not-recorded", requestsPerSecond: 1 },
    ];
    const { failed, lines } = shareFailures(rows, floor, 0.1);
    expect(failed).toEqual(["GET /socket (the shell, empty)"]);
    expect(lines).toHaveLength(2);
    // A noisier run lets the same shares pass.
    expect(shareFailures(rows, floor, 0.2).failed).toEqual([]);
  });
});
