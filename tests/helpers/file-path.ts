// A stored file's address as the portal makes it, /files/{id}-{key}/{name} (ADR 0026): the key is random, so
// tests match it by shape.
import { expect } from "vitest";

/** Matches the address of file `id` named `name` (already as served: safe and URL-encoded by the caller). */
export const keyedPath = (id: number | string, name: string) =>
  expect.stringMatching(new RegExp(`^/files/${id}-[0-9a-f]{32}/${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
