// ffprobe and ffmpeg, run as child processes on files in a temporary folder (issue #12 point 4).
//
// Video processing lives in the platform, beside the file store, not in the feed: it is about files
// (every FAQ_VIDEO upload is probed and converted, whoever attaches it — a post, a FAQ answer), the
// converted MP4 and the poster are files of the store, and a feature only reads a video's state
// (videoStateOf in video-jobs.server.ts). The feed would otherwise have to reach into the store.
//
// The tools are optional: without them (VIDEO_TOOLS.available() false) uploads are stored as they are
// and served as uploaded. FFMPEG_PATH / FFPROBE_PATH name other binaries.
import { execFile } from "node:child_process";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** Longest a probe may take; a conversion gets CONVERT_TIMEOUT_MS (a 500 MB upload takes minutes). */
const PROBE_TIMEOUT_MS = 30_000;
const CONVERT_TIMEOUT_MS = 60 * 60_000;

export interface VideoTools {
  /** Whether ffmpeg and ffprobe both run on this machine (asked once). */
  available(): Promise<boolean>;
  /** The duration in seconds of a readable video with a video stream; null when ffprobe cannot read it. */
  probe(file: string): Promise<{ duration: number } | null>;
  /** Converts `input` to H.264/AAC MP4 `output` (≤ 1080p, faststart) and takes a JPEG poster. */
  convert(input: string, output: string, poster: string, duration: number): Promise<void>;
}

function run(bin: string, args: string[], timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(bin, args, { timeout, maxBuffer: 16 * 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${path.basename(bin)} failed: ${String(stderr).trim().split("\n").slice(-3).join(" ") || error.message}`));
      else resolve(String(stdout));
    });
  });
}

// The shorter side at most 1080 pixels, both sides even (libx264 with yuv420p needs that); never
// scaled up.
const SCALE = "scale=w='if(gte(iw,ih),-2,trunc(min(iw,1080)/2)*2)':h='if(gte(iw,ih),trunc(min(ih,1080)/2)*2,-2)'";

export function createVideoTools(
  ffmpeg = process.env.FFMPEG_PATH || "ffmpeg",
  ffprobe = process.env.FFPROBE_PATH || "ffprobe",
): VideoTools {
  let availability: Promise<boolean> | undefined;
  return {
    available() {
      availability ??= Promise.all([run(ffmpeg, ["-version"], PROBE_TIMEOUT_MS), run(ffprobe, ["-version"], PROBE_TIMEOUT_MS)]).then(
        () => true,
        () => false,
      );
      return availability;
    },

    async probe(file) {
      try {
        const out = await run(
          ffprobe,
          ["-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", file],
          PROBE_TIMEOUT_MS,
        );
        const parsed = JSON.parse(out) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
        if (!parsed.streams?.some((s) => s.codec_type === "video")) return null;
        const duration = Number(parsed.format?.duration);
        return { duration: Number.isFinite(duration) && duration > 0 ? duration : 0 };
      } catch {
        return null;
      }
    },

    async convert(input, output, poster, duration) {
      // veryfast: near "medium"'s quality at CRF 23 for a fraction of the time on a small server.
      await run(
        ffmpeg,
        [
          ...["-nostdin", "-v", "error", "-y", "-i", input],
          ...["-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn"],
          ...["-vf", SCALE, "-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"],
          ...["-c:a", "aac", "-b:a", "128k", "-ac", "2"],
          ...["-movflags", "+faststart", "-f", "mp4", output],
        ],
        CONVERT_TIMEOUT_MS,
      );
      // A frame at 1 s, or at 10 % of a shorter clip (its first frame is often black).
      const at = Math.min(1, duration * 0.1).toFixed(2);
      await run(
        ffmpeg,
        ["-nostdin", "-v", "error", "-y", "-ss", at, "-i", output, "-frames:v", "1", "-q:v", "3", "-f", "image2", poster],
        PROBE_TIMEOUT_MS,
      );
    },
  };
}

/** A private temporary folder for one probe or conversion, removed after `work` whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "portal-video-"));
  try {
    return await work(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
