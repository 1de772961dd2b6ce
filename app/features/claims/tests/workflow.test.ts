// The moves of GENERAL_REQUEST by capacity (issue #13 point 7), and the registry's checks: pure rules.
import { describe, expect, it } from "vitest";
import { createClaimTypeRegistry } from "../server/claim-types.server";
import { generalRequest } from "../server/general-request.server";
import { movesOf, type ClaimCapacity } from "../workflow";

const moves = (status: string, capacities: ClaimCapacity[]) =>
  movesOf(generalRequest, status, capacities).map((m) => `${m.to}${m.commentRequired ? "!" : ""}:${m.as}`);

describe("GENERAL_REQUEST moves", () => {
  it("a handler takes it into work, returns it for a fix or rejects it with a comment, and completes it from work", () => {
    expect(moves("NEW", ["handler"])).toEqual(["IN_WORK:handler", "ON_FIX!:handler", "REJECTED!:handler"]);
    expect(moves("IN_WORK", ["handler"])).toEqual(["ON_FIX!:handler", "COMPLETED:handler", "REJECTED!:handler"]);
    for (const status of ["ON_FIX", "COMPLETED", "REJECTED", "CANCELLED"]) expect(moves(status, ["handler"])).toEqual([]);
  });

  it("the owner sends a fixed claim back and cancels any open one", () => {
    expect(moves("NEW", ["owner"])).toEqual(["CANCELLED:owner"]);
    expect(moves("IN_WORK", ["owner"])).toEqual(["CANCELLED:owner"]);
    expect(moves("ON_FIX", ["owner"])).toEqual(["NEW:owner", "CANCELLED:owner"]);
    for (const status of ["COMPLETED", "REJECTED", "CANCELLED"]) expect(moves(status, ["owner"])).toEqual([]);
  });

  it("an administrator makes any move, explaining a return for a fix or a rejection", () => {
    expect(moves("COMPLETED", ["admin"])).toEqual(["NEW:admin", "IN_WORK:admin", "ON_FIX!:admin", "REJECTED!:admin", "CANCELLED:admin"]);
  });

  it("lists each move once, under the first capacity that allows it", () => {
    expect(moves("NEW", ["owner", "handler", "admin"])).toEqual([
      "IN_WORK:handler",
      "ON_FIX!:handler",
      "COMPLETED:admin",
      "REJECTED!:handler",
      "CANCELLED:owner",
    ]);
  });
});

describe("the claim type registry", () => {
  it("refuses a second type of one name and a move through an unknown status", () => {
    const registry = createClaimTypeRegistry([generalRequest]);
    expect(() => registry.register(generalRequest)).toThrow(/Two claim types/);
    expect(() =>
      registry.register({ ...generalRequest, name: "BROKEN", handler: [{ from: ["NEW"], to: "LOST", commentRequired: false }] }),
    ).toThrow(/unknown status LOST/);
    expect(registry.all().map((t) => t.name)).toEqual(["GENERAL_REQUEST"]);
  });
});
