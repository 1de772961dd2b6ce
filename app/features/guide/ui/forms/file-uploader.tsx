// Attaching files to a form. Without JavaScript: a plain multiple file input posted with the form.
// With JavaScript: the chosen files are uploaded at once through the files module's upload call
// (POST /api/froala/upload, field `file`), at most four at a time, each with a progress bar; every
// stored file becomes a checked `fileIds` checkbox like the ones already attached, and the input is
// emptied so the files do not travel twice.
import { useRouteLoaderData } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { fileSizeMb } from "~/shared/files/rules";
import { useHydrated } from "~/shared/ui/hydrated";
import * as ru from "~/shared/messages";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";

const CONCURRENCY = 4;

interface Upload {
  key: string;
  name: string;
  size: number;
  progress: number;
  id?: number;
  error?: string;
}

function upload(url: string, file: File, onProgress: (share: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      let body: { link?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: refused below */
      }
      // The link is /files/{id}-{key}/{name}.
      const id = /\/files\/(\d+)-/.exec(body.link ?? "")?.[1];
      if (xhr.status === 200 && id) resolve(Number(id));
      else reject(new Error(body.error ?? ru.files.uploadFailed));
    };
    xhr.onerror = () => reject(new Error(ru.common.networkError));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

export function FileUploader({ name, label, hint, accept }: { name: string; label: string; hint: string; accept: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const root = useRouteLoaderData<{ basePath?: string }>("root");
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: string, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  async function start(files: File[]) {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((list) => [...list, ...batch.map(({ file, key }) => ({ key, name: file.name, size: file.size, progress: 0 }))]);
    if (input.current) input.current.value = "";
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        try {
          const fileId = await upload(`${root?.basePath ?? ""}/api/froala/upload`, file, (share) => update(key, { progress: share }));
          update(key, { id: fileId, progress: 1 });
        } catch (error) {
          update(key, { error: (error as Error).message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
  }

  const done = uploads.filter((u) => u.id !== undefined || u.error).length;
  return (
    <div className="field guide-uploader">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        multiple
        accept={accept}
        aria-describedby={`${id}-hint`}
        onChange={hydrated ? (event) => void start(Array.from(event.target.files ?? [])) : undefined}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {uploads.length > 0 ? (
        <>
          <p className="muted" role="status">
            {tf.uploading(done, uploads.length)}
          </p>
          <ul className="guide-files">
            {uploads.map((u) => (
              <li key={u.key}>
                {u.id !== undefined ? (
                  <label className="guide-files__item">
                    <input type="checkbox" name="fileIds" value={u.id} defaultChecked aria-label={tf.keepFile(u.name)} />
                    <span>{u.name}</span>
                    <span className="muted">{ru.files.sizeMb(fileSizeMb(u.size))}</span>
                  </label>
                ) : (
                  <span className="guide-files__item">
                    <span>{u.name}</span>
                    {u.error ? (
                      <span className="field__error">{u.error}</span>
                    ) : (
                      <progress max={1} value={u.progress} aria-label={u.name} />
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
