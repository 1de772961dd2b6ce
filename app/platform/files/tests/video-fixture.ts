// Real little videos for the tests, made by ffmpeg from its test pattern and a tone (2 s, 320×240):
// the upload check runs ffprobe, so a few bytes that merely start like an MP4 are refused. Without
// ffmpeg this throws: the video tests fail (CI installs ffmpeg, scripts/test.sh), they never skip.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const made = new Map<string, Buffer>();

/** A 2-second clip with sound in this container (mov, mp4 or avi); made once per test file. */
export function testVideo(ext: "mov" | "mp4" | "avi" = "mov"): Buffer {
  const cached = made.get(ext);
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-video-"));
  try {
    const out = path.join(dir, `clip.${ext}`);
    execFileSync(
      "ffmpeg",
      [
        ...["-v", "error", "-nostdin", "-y"],
        ...["-f", "lavfi", "-i", "testsrc=duration=2:size=320x240:rate=10", "-f", "lavfi", "-i", "sine=duration=2"],
        ...["-shortest", out],
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const bytes = fs.readFileSync(out);
    made.set(ext, bytes);
    return bytes;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
