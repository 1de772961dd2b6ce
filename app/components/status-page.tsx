// A designed page for 404, 403 and sections still being built, shown inside the shell.
import { Link } from "@remix-run/react";
import { Icon } from "./shell/icons";
import { ru } from "~/text/ru";

export function StatusPage({ title, text, code }: { title: string; text: string; code?: number }) {
  return (
    <section className="status-page card">
      {code ? <p className="status-page__code">{code}</p> : <div className="status-page__art"><Icon name="build" size={56} /></div>}
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/" className="button button--primary">
        {ru.pages.toMain}
      </Link>
    </section>
  );
}
