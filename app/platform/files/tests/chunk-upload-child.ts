// The client side of the 500 MB test, run as its own process (large-file-chunk.test.ts spawns it), so the
// test's RSS is the server's alone: a padded MP4 of `size` bytes made on the fly, sent in half-MiB chunks, the
// connection dropped after `dropAt` bytes and resumed, then finished. Prints the last reply as JSON.
// argv: wsUrl token size dropAt
import { connect, paddedVideo, sendRange } from "./chunk-client";
import { testVideo } from "./video-fixture";

const [url = "", token = "", sizeArg = "0", dropArg = "0"] = process.argv.slice(2);
const size = Number(sizeArg);
const dropAt = Number(dropArg);
const CHUNK = 512 * 1024;
const bytesAt = paddedVideo(testVideo("mp4"), size);
const headers = { Authorization: `Bearer ${token}` };

const first = await connect(url, headers, { zeroMask: true });
first.send({ type: "start", fileName: "clip.mp4", fileType: "FAQ_VIDEO", size });
const ready = await first.next();
const half = await sendRange(first, { from: 0, stopAt: dropAt, chunkBytes: CHUNK, bytesAt });
first.close();
const second = await connect(url, headers, { zeroMask: true });
second.send({ type: "resume", uploadId: ready.uploadId });
const resumed = await second.next();
const rest = await sendRange(second, { from: Number(resumed.offset), stopAt: size, chunkBytes: CHUNK, bytesAt });
second.send({ type: "finish" });
const done = await second.next();
second.close();
console.log(JSON.stringify({ ready, half, resumed, rest, done }));
