// Serves the floor app built into BENCH_FLOOR_OUT the way a plain Remix v2 app is served: Express with
// @remix-run/express's handler and the fingerprinted assets; production mode, loopback only.
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

const out = process.env.BENCH_FLOOR_OUT;
if (!out) throw new Error("BENCH_FLOOR_OUT: the folder the floor app was built into");
const build = await import(pathToFileURL(path.join(out, "build/index.js")).href);

const app = express();
app.disable("x-powered-by");
app.use("/build", express.static(path.join(out, "public/build"), { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
// Exit on SIGTERM (rather than dying of it) so that `node --cpu-prof` writes its profile.
process.on("SIGTERM", () => server.close(() => process.exit(0)));
