// /admin/ui's sections: the portal's tokens and components, each drawn by the classes the pages use
// (shared/styles/app.css, components.css), so what is shown here is what the pages get. No script: the
// dialog opens by its address, the tabs are links.
import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { StackTable, type StackColumn } from "~/shared/ui/stack-table";
import { COLOURS, contrastOf, hexOf, MINIMUM, pairKey, PAIRS, type ColourPair } from "~/shared/styles/tokens";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { designSystem as t } from "../messages";

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="card ui-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="muted">{lead}</p> : null}
      {children}
    </section>
  );
}

const PAIR_COLUMNS: StackColumn<ColourPair>[] = [
  {
    label: t.pair,
    // Text is shown as itself; a border or the focus ring as a 3 px frame of its colour around plain text.
    cell: (p) =>
      p.kind === "text" ? (
        <span style={{ color: hexOf(p.fg), background: hexOf(p.bg) }} className="ui-pair">
          {t.sample}
        </span>
      ) : (
        <span style={{ borderColor: hexOf(p.fg), background: hexOf(p.bg) }} className="ui-pair ui-pair--frame">
          {t.sample}
        </span>
      ),
    rowHeader: true,
  },
  { label: t.colours, cell: (p) => `${p.fg} / ${p.bg}` },
  { label: t.use, cell: (p) => t.uses[pairKey(p)] ?? "" },
  { label: t.ratio, cell: (p) => `${contrastOf(p).toFixed(2)} : 1`, number: true },
  { label: t.minimum, cell: (p) => `${MINIMUM[p.kind]} : 1`, number: true },
];

export function Colours() {
  return (
    <Section id="ui-colours" title={t.coloursTitle} lead={t.coloursLead}>
      <ul className="ui-swatches">
        {Object.entries(COLOURS).map(([name, value]) => (
          <li key={name}>
            <span className="ui-swatch" style={{ background: value }} aria-hidden="true" />
            <code>--{name}</code> <span className="muted">{value}</span>
          </li>
        ))}
      </ul>
      <StackTable columns={PAIR_COLUMNS} rows={PAIRS} keyOf={pairKey} caption={t.pairsCaption} />
    </Section>
  );
}

const SIZES = ["xs", "sm", "base", "md", "lg", "xl", "2xl"] as const;
const SPACES = [1, 2, 3, 4, 5, 6] as const;

export function Type() {
  return (
    <Section id="ui-type" title={t.typeTitle} lead={t.typeLead}>
      <ul className="ui-list">
        {SIZES.map((size) => (
          <li key={size} style={{ fontSize: `var(--fs-${size})` }}>
            <code>--fs-{size}</code> {t.typeSample}
          </li>
        ))}
      </ul>
      <h3>{t.spaceTitle}</h3>
      <ul className="ui-list">
        {SPACES.map((step) => (
          <li key={step} className="ui-space">
            <span style={{ width: `var(--space-${step})` }} aria-hidden="true" />
            <code>--space-{step}</code>
          </li>
        ))}
      </ul>
      <div className="ui-boxes">
        <div className="ui-box" style={{ borderRadius: "var(--radius-sm)" }}>
          --radius-sm
        </div>
        <div className="ui-box" style={{ borderRadius: "var(--radius)", boxShadow: "var(--shadow-1)" }}>
          --radius, --shadow-1
        </div>
        <div className="ui-box" style={{ borderRadius: "var(--radius)", boxShadow: "var(--shadow-2)" }}>
          --shadow-2
        </div>
      </div>
    </Section>
  );
}

export function Buttons() {
  return (
    <Section id="ui-buttons" title={t.buttonsTitle} lead={t.buttonsLead}>
      <div className="form-buttons">
        <button type="button" className="button button--primary">
          {t.primary}
        </button>
        <button type="button" className="button">
          {t.secondary}
        </button>
        <button type="button" className="button button--link">
          {t.linkButton}
        </button>
        <button type="button" className="button button--danger">
          {t.danger}
        </button>
        <button type="button" className="button button--danger-outline">
          {t.dangerOutline}
        </button>
        <button type="button" className="button" disabled>
          {t.disabled}
        </button>
      </div>
    </Section>
  );
}

/** A fieldset of the sample options as 44 px choice rows. */
function Choices({ legend, type, checked }: { legend: string; type: "radio" | "checkbox"; checked: (i: number) => boolean }) {
  return (
    <fieldset className="choice-list">
      <legend>{legend}</legend>
      {t.options.map((option, i) => (
        <label key={option} className="choice">
          <input type={type} name={`ui-${type}`} defaultChecked={checked(i)} /> {option}
        </label>
      ))}
    </fieldset>
  );
}

export function Fields() {
  return (
    <Section id="ui-fields" title={t.fieldsTitle} lead={t.fieldsLead}>
      <div className="ui-form">
        <PlainField id="ui-name" label={t.fieldName} hint={t.fieldHint} required>
          <input id="ui-name" required defaultValue={t.fieldValue} {...describedBy("ui-name", undefined, true)} />
        </PlainField>
        <PlainField id="ui-phone" label={t.fieldPhone} error={t.fieldError}>
          <input id="ui-phone" type="tel" defaultValue="+7 (900)" {...describedBy("ui-phone", t.fieldError)} />
        </PlainField>
        <PlainField id="ui-select" label={t.selectLabel}>
          <select id="ui-select" defaultValue="2">
            {t.options.map((option, i) => (
              <option key={option} value={i + 1}>
                {option}
              </option>
            ))}
          </select>
        </PlainField>
        <PlainField id="ui-text" label={t.textareaLabel}>
          <textarea id="ui-text" rows={3} defaultValue={t.textareaValue} />
        </PlainField>
        <Choices legend={t.radiosLegend} type="radio" checked={(i) => i === 0} />
        <Choices legend={t.checksLegend} type="checkbox" checked={(i) => i !== 1} />
      </div>
    </Section>
  );
}

const SAMPLE_ROWS = t.tableRows;
const SAMPLE_COLUMNS: StackColumn<(typeof SAMPLE_ROWS)[number]>[] = [
  { label: "№", cell: (r) => r.id },
  { label: t.tableName, cell: (r) => r.name },
  { label: t.tableStatus, cell: (r) => r.status },
  { label: t.tableDate, cell: (r) => r.date },
];

export function Blocks({ here }: { here: string }) {
  return (
    <Section id="ui-blocks" title={t.blocksTitle} lead={t.blocksLead}>
      <nav className="tabs" aria-label={t.tabsLabel}>
        <ul>
          {t.tabs.map((tab, i) => (
            <li key={tab}>
              <a href="#ui-blocks" aria-current={i === 0 ? "page" : undefined}>
                {tab}
                {i === 1 ? <span className="counter">3</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h3>{t.tableTitle}</h3>
      <StackTable columns={SAMPLE_COLUMNS} rows={SAMPLE_ROWS} keyOf={(r) => r.id} caption={t.tableTitle} />
      <h3>{t.noticesTitle}</h3>
      <p className="alert alert--info">{t.info}</p>
      <p className="alert alert--error" role="note">
        {t.error}
      </p>
      <div className="toast toast--success ui-toast">{t.toast}</div>
      <h3>{t.emptyTitle}</h3>
      <p className="card empty-state">{t.empty}</p>
      <h3>{t.skeletonTitle}</h3>
      <div aria-hidden="true">
        <span className="skeleton" />
        <span className="skeleton skeleton--short" />
      </div>
      <h3>{t.dialogTitle}</h3>
      <p>
        <Link to={`${here}?dialog=example#ui-blocks`}>{t.dialogOpen}</Link>
      </p>
    </Section>
  );
}
