// /user/{id}: a person's profile. The owner also picks a work status and uploads a photo here (plain
// form posts, so both work without JavaScript); administrators may change the photo too.
import { toId } from "~/platform/ids";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import type { ReactNode } from "react";
import { isDomainError } from "~/platform/errors";
import { MULTIPART_FRAMING_BYTES, readForm, readMultipartForm } from "~/platform/body-limit.server";
import { redirectWithToast, requireSignedIn, refusePage } from "~/platform/remix.server";
import { AVATAR_MAX_BYTES, type Profile } from "~/features/profile/server/profile.server";
import { WORK_STATUS_VALUES } from "~/features/profile/work-statuses";
import { avatarSchema, parseInput, profileIdSchema, stimulationSchema, workStatusSchema } from "~/features/profile/server/payloads.server";
import { birthdayText } from "~/features/profile/server/birthday.server";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { Avatar } from "~/shared/ui/avatar";
import { WorkStatus } from "~/shared/ui/work-status";
import { pageTitle } from "~/shared/ui/meta";
import { profile as t } from "~/features/profile/messages";
import { profileRefusals } from "~/features/profile/messages.server";
import { clubCardLinkLabel, clubCardPath } from "~/features/club-card";
import { calendarLinkLabel, calendarPath } from "~/features/calendar";
import styles from "~/features/profile/ui/profile.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const handle = { title: t.title, backTo: "/" };
/** The photo form's body limit (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = AVATAR_MAX_BYTES + MULTIPART_FRAMING_BYTES;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  try {
    if (id === null) throw new Error("not a person id");
    const [profile, stimulation] = await Promise.all([
      context.services.profile.fullInfo(actor, parseInput(profileIdSchema, { id })),
      context.services.profile.stimulation(actor, parseInput(stimulationSchema, { userId: id })),
    ]);
    const achievements = stimulation.flatMap((s) => ("type" in s ? [s.achievement] : []));
    return {
      profile,
      stimulation: stimulation.flatMap((s) => ("type" in s ? [] : [s])),
      achievements: achievements.map((a) => ({
        id: a.id,
        title: a.kind.title,
        src: a.kind.image ? `${context.basePath}${a.kind.image.filePath}?size=MEDIUM` : null,
        awardedOn: a.awardedOn,
      })),
      isOwner: actor.userId === profile.id,
      birthday: birthdayText(profile.birthday),
      basePath: context.basePath,
    };
  } catch (error) {
    if (id !== null && !(isDomainError(error) && error.kind === "not_found")) throw error;
    throw refusePage(404, { pageTitle: t.notFound, title: t.notFound });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? `${data.profile.surname} ${data.profile.name}` : t.notFound);

/** An unknown person: the 404 the loader threw. */
export { RefusalBoundary as ErrorBoundary };

type ActionResult = { avatarError?: string; statusError?: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  if (id === null) return data<ActionResult>({ avatarError: t.notFound }, { status: 404 });
  const here = `/user/${id}`;

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const { form, cleanup, tooBig } = await readMultipartForm(request, AVATAR_MAX_BYTES);
    if (tooBig) {
      await cleanup();
      return data<ActionResult>({ avatarError: profileRefusals.imageTooBig }, { status: 400 });
    }
    try {
      const file = form.get("avatar");
      if (!(file instanceof Blob) || file.size === 0)
        return data<ActionResult>({ avatarError: profileRefusals.imageRequired }, { status: 400 });
      await context.services.profile.updateAvatar(actor, parseInput(avatarSchema, { id, image: new Uint8Array(await file.arrayBuffer()) }));
    } catch (error) {
      if (isDomainError(error)) return data<ActionResult>({ avatarError: error.message }, { status: 400 });
      throw error;
    } finally {
      await cleanup();
    }
    return redirectWithToast(context, here, { type: "success", text: t.avatarUpdated });
  }

  const form = await readForm(request);
  try {
    await context.services.profile.updateWorkStatus(actor, parseInput(workStatusSchema, { workStatus: form.get("workStatus") ?? "" }));
  } catch (error) {
    if (isDomainError(error)) return data<ActionResult>({ statusError: error.message }, { status: 400 });
    throw error;
  }
  return redirectWithToast(context, here, { type: "success", text: t.statusUpdated });
}

export default function ProfilePage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<ActionResult>();
  const { profile: p, isOwner } = page;
  const fullName = [p.surname, p.name, p.middlename].filter(Boolean).join(" ");

  return (
    <div className="profile">
      <section className="card profile-head">
        <Avatar id={p.id} name={p.name} surname={p.surname} filePath={p.avatarFile?.filePath} basePath={page.basePath} size={128} />
        <div className="profile-head__text">
          <h1 className="profile-head__name">{fullName}</h1>
          {p.position ? <p className="profile-head__position">{p.position}</p> : null}
          {p.department ? <p className="muted">{p.department.name}</p> : null}
          <WorkStatus status={p.userWorkStatus} />
          {p.canEdit ? (
            <p className="profile-head__actions">
              <Link to={`/user/${p.id}/edit`} className="button">
                {t.edit}
              </Link>
            </p>
          ) : null}
        </div>
      </section>

      <section className="card">
        <h2 className="card__title">{t.contacts}</h2>
        <ContactList profile={p} birthday={page.birthday} />
        {!isOwner ? (
          <p className="profile__suggest">
            <Link to={`/suggest-correction?sourceURL=${encodeURIComponent(`/user/${p.id}`)}`}>{t.suggest}</Link>
          </p>
        ) : null}
      </section>

      {isOwner ? (
        <nav className="card" aria-label={t.myClaims}>
          <ul className="link-list">
            <li>
              <Link to={`/user/${p.id}/claims`}>{t.myClaims}</Link>
            </li>
            <li>
              <Link to={`/user/${p.id}/approvement-requests`}>{t.approvements}</Link>
            </li>
            <li>
              <Link to={clubCardPath(p.id)}>{clubCardLinkLabel}</Link>
            </li>
            <li>
              <Link to={calendarPath(p.id)}>{calendarLinkLabel}</Link>
            </li>
          </ul>
        </nav>
      ) : null}

      {isOwner ? <WorkStatusPicker current={p.userWorkStatus} error={result?.statusError} /> : null}
      {p.canEdit ? <AvatarUpload error={result?.avatarError} /> : null}

      <section className="card" aria-labelledby="profile-achievements">
        <h2 className="card__title" id="profile-achievements">
          {t.achievements}
        </h2>
        {page.achievements.length === 0 ? (
          <p className="empty-state">{t.achievementsEmpty}</p>
        ) : (
          <ul className="profile-achievements">
            {page.achievements.map((a) => (
              <li key={a.id}>
                <Link to={`/user/${p.id}/achievement/${a.id}`}>
                  {a.src ? <img src={a.src} width={64} height={64} alt="" /> : null}
                  <span>{a.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card">
        <h2 className="card__title">{t.stimulation}</h2>
        {page.stimulation.length === 0 ? (
          <p className="empty-state">{t.stimulationEmpty}</p>
        ) : (
          <ul className="stimulation">
            {page.stimulation.map((thanks) => (
              <li key={thanks.id} id={`thanks-${thanks.id}`}>
                <Link to={`/user/${p.id}/${thanks.id}`}>{t.thanksFrom(`${thanks.from.name} ${thanks.from.surname}`.trim())}</Link>
                <p className="stimulation__text">{thanks.text}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const digits = (phone: string) => phone.replace(/\D/g, "").replace(/^8(?=\d{10}$)/, "7");
const tel = (phone: string) => `tel:+${digits(phone).length === 10 ? `7${digits(phone)}` : digits(phone)}`;
const formatLogin = (d: string) => `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;

function ContactList({ profile: p, birthday }: { profile: Profile; birthday: string | null }) {
  const rows: [string, ReactNode][] = [];
  if (p.workPhone) rows.push([t.workPhone, <a href={tel(p.workPhone)}>{p.workPhone}</a>]);
  if (p.ipPhone) rows.push([t.ipPhone, p.ipPhone]);
  if (p.workMobilePhone) rows.push([t.workMobilePhone, <a href={tel(p.workMobilePhone)}>{p.workMobilePhone}</a>]);
  if (p.loginPhone) rows.push([t.loginPhone, <a href={tel(p.loginPhone)}>{formatLogin(p.loginPhone)}</a>]);
  if (p.email) rows.push([t.email, <a href={`mailto:${p.email}`}>{p.email}</a>]);
  if (p.telegram)
    rows.push([
      t.telegram,
      <a href={`https://t.me/${p.telegram}`} target="_blank" rel="noreferrer noopener">
        @{p.telegram}
      </a>,
    ]);
  if (p.whatsapp)
    rows.push([
      t.whatsapp,
      <a href={`https://wa.me/${tel(p.whatsapp).slice(5)}`} target="_blank" rel="noreferrer noopener">
        {p.whatsapp}
      </a>,
    ]);
  if (p.viber) rows.push([t.viber, <a href={`viber://chat?number=%2B${tel(p.viber).slice(5)}`}>{p.viber}</a>]);
  if (p.skype) rows.push([t.skype, <a href={`skype:${encodeURIComponent(p.skype)}?chat`}>{p.skype}</a>]);
  if (p.vk)
    rows.push([
      t.vk,
      <a href={p.vk} target="_blank" rel="noreferrer noopener">
        {p.vk.replace(/^https?:\/\//, "")}
      </a>,
    ]);
  if (p.web)
    rows.push([
      t.web,
      <a href={p.web} target="_blank" rel="noreferrer noopener">
        {p.web.replace(/^https?:\/\//, "")}
      </a>,
    ]);
  if (p.zone) rows.push([t.zone, p.zone]);
  if (p.address) rows.push([t.address, p.address]);
  if (birthday) rows.push([t.birthday, birthday]);
  if (rows.length === 0) return <p className="empty-state">{t.noContacts}</p>;
  return (
    <dl className="profile-fields">
      {rows.map(([label, value]) => (
        <div key={label} className="profile-fields__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function WorkStatusPicker({ current, error }: { current: string | null; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST" && navigation.formEncType !== "multipart/form-data";
  return (
    <section className="card">
      <Form method="post" className="status-picker">
        <fieldset>
          <legend className="card__title">{t.workStatus}</legend>
          <label className="status-picker__option">
            <input type="radio" name="workStatus" value="" defaultChecked={!current} />
            {t.noStatus}
          </label>
          {WORK_STATUS_VALUES.map((value) => (
            <label key={value} className="status-picker__option">
              <input type="radio" name="workStatus" value={value} defaultChecked={current === value} />
              <WorkStatus status={value} />
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t.saveStatus}
        </button>
      </Form>
    </section>
  );
}

function AvatarUpload({ error }: { error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <section className="card">
      <Form method="post" encType="multipart/form-data" className="avatar-upload">
        <div className={error ? "field field--error" : "field"}>
          <label htmlFor="avatar-file">{t.avatar}</label>
          <input
            id="avatar-file"
            type="file"
            name="avatar"
            accept="image/jpeg,image/png"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "avatar-error" : "avatar-hint"}
          />
          {error ? (
            <p className="field__error" id="avatar-error" role="alert">
              {error}
            </p>
          ) : (
            <p className="field__hint" id="avatar-hint">
              {t.avatarHint}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {t.avatarUpload}
        </button>
      </Form>
    </section>
  );
}
