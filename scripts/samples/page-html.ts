/**
 * HTML pages of the sample documents, drawn by Chromium (scripts/samples/build.ts): its text
 * engine shapes and joins Arabic and orders right-to-left lines with numbers in them, which a
 * hand-made SVG would not. The fonts are the site's own, embedded so nothing is fetched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BUSINESS } from '../../core/business';
import type { DocSide, SampleDoc } from './documents';

/** An A4 page in CSS pixels. */
export const PAGE = { width: 595, height: 842 };

const require = createRequire(import.meta.url);
function fontUrl(pkg: string, file: string): string {
  const path = require.resolve(`${pkg}/files/${file}`);
  return `data:font/woff2;base64,${readFileSync(path).toString('base64')}`;
}

const FONTS = `
@font-face { font-family: Naskh; font-weight: 400 700; src: url(${fontUrl('@fontsource-variable/noto-naskh-arabic', 'noto-naskh-arabic-arabic-wght-normal.woff2')}); unicode-range: U+0600-06FF, U+0750-077F, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF; }
@font-face { font-family: Naskh; font-weight: 400 700; src: url(${fontUrl('@fontsource-variable/noto-naskh-arabic', 'noto-naskh-arabic-latin-wght-normal.woff2')}); unicode-range: U+0000-00FF, U+2000-206F; }
@font-face { font-family: SourceSerif; font-weight: 200 900; src: url(${fontUrl('@fontsource-variable/source-serif-4', 'source-serif-4-latin-wght-normal.woff2')}); unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
@font-face { font-family: SourceSerif; font-weight: 200 900; src: url(${fontUrl('@fontsource-variable/source-serif-4', 'source-serif-4-latin-ext-wght-normal.woff2')}); unicode-range: U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const BASE_CSS = `
* { box-sizing: border-box; margin: 0; }
html, body { width: ${PAGE.width}px; height: ${PAGE.height}px; }
body { position: relative; overflow: hidden; color: #23262d; }
.page { position: absolute; inset: 0; padding: 38px 44px 34px; display: flex; flex-direction: column; }
.head { display: grid; grid-template-columns: 1fr 72px 1fr; gap: 12px; align-items: start; }
.head .issuer { text-align: center; font-weight: 700; line-height: 1.45; }
.head .aside { text-align: end; line-height: 1.6; font-size: 12px; }
.title { margin: 22px auto 4px; text-align: center; font-weight: 700; padding: 2px 18px 4px; border-bottom: 3px double var(--accent); color: var(--accent); }
.subtitle { text-align: center; font-weight: 600; margin-top: 6px; }
.fields { margin-top: 18px; display: grid; gap: 7px; }
.row { display: flex; align-items: baseline; gap: 8px; }
.row .label { font-weight: 700; white-space: nowrap; }
.row .value { flex: 1; border-bottom: 1px dotted #8a8f99; padding-inline-start: 4px; }
.body { margin-top: 16px; display: grid; gap: 8px; text-align: justify; }
.big { margin: 26px auto 0; padding: 6px 40px; border: 2px solid var(--accent); font-weight: 700; font-size: 30px; color: var(--accent); letter-spacing: .04em; }
table { margin-top: 18px; width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #9aa0aa; padding: 5px 8px; text-align: start; }
th { background: color-mix(in srgb, var(--accent) 12%, white); }
td.n, th.n { text-align: end; white-space: nowrap; }
tfoot td { font-weight: 700; }
.closing { margin-top: auto; display: flex; justify-content: space-between; align-items: flex-end; }
.closing .who { text-align: center; line-height: 1.6; }
.stamp { width: 112px; height: 112px; transform: rotate(-9deg); opacity: .78; mix-blend-mode: multiply; }
.sig { width: 120px; height: 46px; }
.watermark { position: absolute; inset: 0; display: grid; place-items: center; pointer-events: none; }
.watermark span { transform: rotate(-32deg); font-size: 54px; font-weight: 700; color: rgba(120, 120, 130, .10); white-space: nowrap; }
`;

/** A made-up round seal: a star in two rings, with the issuer's name around it. */
function stamp(text: string, color: string, font: string, id: string): string {
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? 7 : 16;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(60 + r * Math.cos(a)).toFixed(1)},${(60 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<svg class="stamp" viewBox="0 0 120 120" aria-hidden="true">
<defs><path id="${id}" d="M60,60 m-43,0 a43,43 0 1,1 86,0 a43,43 0 1,1 -86,0"/></defs>
<g fill="none" stroke="${color}"><circle cx="60" cy="60" r="57" stroke-width="2.6"/><circle cx="60" cy="60" r="52" stroke-width="1"/><circle cx="60" cy="60" r="31" stroke-width="1.2"/></g>
<polygon points="${star}" fill="${color}"/>
<text font-family="${font}" font-size="${Math.min(11, 250 / (text.length * 0.55)).toFixed(1)}" font-weight="700" fill="${color}"><textPath href="#${id}" startOffset="25%" text-anchor="middle">${esc(text)}</textPath></text>
</svg>`;
}

/** A hand-like scribble, different for each seed, never anyone's signature. */
function signature(seed: number, color = '#2a3550'): string {
  const w = (n: number) => ((seed * 37 + n * 53) % 17) - 8;
  const d = `M6 32 C 18 ${8 + w(1)}, 26 ${40 + w(2)}, 36 22 S 52 ${6 + w(3)}, 58 28 S 70 ${42 + w(4)}, 80 20 S 96 ${12 + w(5)}, 104 30 L 114 ${24 + w(6) / 2}`;
  return `<svg class="sig" viewBox="0 0 120 46" aria-hidden="true"><path d="${d}" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round"/><path d="M20 38 q40 -6 86 -2" fill="none" stroke="${color}" stroke-width="1.2"/></svg>`;
}

/** A neutral emblem (never a real coat of arms). */
function emblem(color: string): string {
  return `<svg viewBox="0 0 72 72" width="72" height="72" aria-hidden="true"><circle cx="36" cy="36" r="30" fill="none" stroke="${color}" stroke-width="2"/><circle cx="36" cy="36" r="24" fill="none" stroke="${color}" stroke-width=".8" stroke-dasharray="2 2"/><path d="M36 18 L41 31 L55 31 L44 40 L48 54 L36 45 L24 54 L28 40 L17 31 L31 31 Z" fill="${color}" opacity=".85"/></svg>`;
}

function sideBody(s: DocSide, numeric: (v: string) => string): string {
  const parts: string[] = [];
  if (s.fields?.length && !s.body?.length) parts.push(fieldsHtml(s.fields));
  if (s.body?.length) {
    // Diplomas and birth extracts put their fields between the heading sentence and the rest.
    const [first, ...rest] = s.body;
    if (s.fields?.length && rest.length === 0) {
      parts.push(`<div class="body"><p>${esc(first!)}</p></div>`, fieldsHtml(s.fields));
    } else if (s.fields?.length) {
      parts.push(fieldsHtml(s.fields), `<div class="body">${s.body.map((p) => `<p>${esc(p)}</p>`).join('')}</div>`);
    } else {
      parts.push(`<div class="body">${s.body.map((p) => `<p>${esc(p)}</p>`).join('')}</div>`);
    }
  }
  if (s.table) {
    const t = s.table;
    const cell = (c: string, i: number, tag: string) => `<${tag}${i > 0 ? ' class="n"' : ''}>${numeric(c)}</${tag}>`;
    parts.push(
      `<table><thead><tr>${t.head.map((h, i) => cell(esc(h), i, 'th')).join('')}</tr></thead><tbody>${t.rows
        .map((r) => `<tr>${r.map((c, i) => cell(esc(c), i, 'td')).join('')}</tr>`)
        .join(
          '',
        )}</tbody><tfoot><tr><td colspan="${t.head.length - 1}">${esc(t.total[0])}</td><td class="n">${numeric(esc(t.total[1]))}</td></tr></tfoot></table>`,
    );
  }
  if (s.big) parts.push(`<div class="big">${esc(s.big)}</div>`);
  return parts.join('');

  function fieldsHtml(fields: [string, string][]) {
    return `<div class="fields">${fields
      .map(
        ([l, v]) =>
          `<div class="row"><span class="label">${esc(l)}&nbsp;:</span><span class="value">${numeric(esc(v))}</span></div>`,
      )
      .join('')}</div>`;
  }
}

/** The Arabic original, as issued. */
export function originalHtml(doc: SampleDoc, seed: number): string {
  const s = doc.ar;
  // Numbers, dates and Latin codes are their own left-to-right island inside Arabic lines.
  const numeric = (v: string) =>
    v.replace(/[0-9A-Za-z$<][0-9A-Za-z$<.,/ \-—]*[0-9A-Za-z<]|[0-9]/g, (m) => `<bdi dir="ltr">${m}</bdi>`);
  const css = `${FONTS}${BASE_CSS}
body { font-family: Naskh, serif; font-size: 14px; line-height: 1.75; --accent: ${doc.accent}; background: #fbf8f0; }
.frame { position: absolute; inset: 14px; border: 6px double color-mix(in srgb, var(--accent) 55%, white); border-radius: 3px; }
.title { font-size: 24px; }
.row .label::after { content: ''; }
.card-wrap { margin: 40px auto 0; width: 500px; }
.card { position: relative; width: 500px; height: 316px; border-radius: 16px; overflow: hidden; background: linear-gradient(135deg, color-mix(in srgb, var(--accent) 14%, white), #fff 55%, color-mix(in srgb, var(--accent) 10%, white)); border: 1px solid #b9bcc4; box-shadow: 0 1px 0 #ccc; }
.card .band { background: var(--accent); color: #fff; text-align: center; font-weight: 700; font-size: 13px; line-height: 1.5; padding: 6px 10px 4px; }
.card .inner { display: grid; grid-template-columns: 104px 1fr; gap: 14px; padding: 12px 16px 0; }
.card .photo { width: 104px; height: 132px; border-radius: 6px; background: #e6e8ec; display: grid; place-items: end center; overflow: hidden; }
.card .fields { margin-top: 0; gap: 1px; font-size: 12px; line-height: 1.55; }
.card .row .value { border-bottom: none; }
.card .mrz { position: absolute; inset-inline: 0; bottom: 0; background: #f4f4f1; direction: ltr; text-align: left; font: 12.5px/1.35 'DejaVu Sans Mono', monospace; letter-spacing: .06em; padding: 6px 14px; color: #333; }
.card .mini-sig { position: absolute; bottom: 44px; inset-inline-end: 18px; }
.copy-note { margin: 18px auto 0; width: 500px; height: 190px; border: 1px dashed #c7c9cf; border-radius: 16px; display: grid; place-items: center; color: #9a9ea8; font-size: 13px; }
`;
  const head = `<div class="head"><div class="issuer">${s.header.map(esc).join('<br>')}</div><div>${emblem(doc.accent)}</div><div class="aside">${(s.aside ?? []).map((a) => numeric(esc(a))).join('<br>')}</div></div>`;
  const page =
    doc.kind === 'card'
      ? `<div class="card-wrap"><div class="card"><div class="band">${s.header.map(esc).join(' — ')}</div><div class="inner"><div class="photo">${silhouette()}</div>${sideBody({ ...s, body: undefined }, numeric)}</div>${
          s.mrz ? `<div class="mrz">${s.mrz.map(esc).join('<br>')}</div>` : ''
        }<div class="mini-sig">${signature(seed)}</div></div><div class="copy-note">${stamp(s.header[0]!, doc.accent, 'Naskh', `st${seed}`)}</div></div>`
      : `${head}<div class="title">${esc(s.title)}</div>${s.subtitle ? `<div class="subtitle">${esc(s.subtitle)}</div>` : ''}${sideBody(s, numeric)}
<div class="closing"><div class="who">${stamp(s.stamp, doc.accent, 'Naskh', `st${seed}`)}</div><div class="who">${s.closing.map((c) => numeric(esc(c))).join('<br>')}<br>${signature(seed)}</div></div>`;
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><style>${css}</style></head><body>${
    doc.kind === 'page' ? '<div class="frame"></div>' : ''
  }<div class="page">${page}</div><div class="watermark"><span>نموذج وهمي — SPÉCIMEN</span></div></body></html>`;
}

function silhouette(): string {
  return `<svg viewBox="0 0 104 132" width="104" height="132" aria-hidden="true"><circle cx="52" cy="50" r="24" fill="#b7bcc6"/><path d="M10 132 C 14 96, 34 84, 52 84 S 90 96, 94 132 Z" fill="#b7bcc6"/></svg>`;
}

/** What every translation from this office carries at its foot: the certification. */
export interface Certification {
  /** « 12 mars 2026 » */
  date: string;
  /** Number in the translator's register. */
  register: string;
}

/** The French certified translation of the original. */
export function translationHtml(doc: SampleDoc, cert: Certification, seed: number): string {
  const s = doc.fr;
  const b = BUSINESS;
  const css = `${FONTS}${BASE_CSS}
body { font-family: SourceSerif, serif; font-size: 12.5px; line-height: 1.5; --accent: #23262d; background: #fff; }
.page { padding: 30px 46px 30px; }
.letterhead { display: flex; justify-content: space-between; align-items: end; border-bottom: 1.5px solid #1b4d6b; padding-bottom: 6px; color: #1b4d6b; font-size: 10.5px; line-height: 1.35; }
.letterhead strong { font-size: 14px; letter-spacing: .02em; }
.kind { margin-top: 10px; text-align: center; font-size: 10.5px; letter-spacing: .14em; text-transform: uppercase; color: #555; }
.head { margin-top: 10px; grid-template-columns: 1fr 90px 1fr; }
.head .issuer { text-align: start; }
.note { font-style: italic; color: #555; text-align: center; font-size: 11.5px; }
.title { font-size: 19px; margin-top: 12px; }
.fields { gap: 4px; }
.body p { text-indent: 1.5em; }
.bracket { margin-top: 12px; font-style: italic; color: #555; text-align: center; font-size: 11.5px; }
.closing { margin-top: 12px; }
.cert { margin-top: auto; display: grid; grid-template-columns: 1fr 112px; gap: 14px; align-items: center; border: 1.5px solid #1b4d6b; border-radius: 4px; padding: 10px 14px; }
.cert p { font-size: 11.5px; line-height: 1.5; }
.cert .sig { display: block; margin-top: 2px; }
.cert .stamp { opacity: .85; }
.foot { margin-top: 6px; display: flex; justify-content: space-between; font-size: 9.5px; color: #777; }
`;
  const body =
    doc.kind === 'card'
      ? `<div class="title">${esc(s.title)}</div>${sideBody(s, (v) => v)}<div class="bracket">${esc(s.stamp)}</div>`
      : `<div class="head"><div class="issuer">${s.header.map(esc).join('<br>')}</div><div class="note">[Emblème]</div><div class="aside">${(s.aside ?? []).map(esc).join('<br>')}</div></div>
<div class="title">${esc(s.title)}</div>${s.subtitle ? `<div class="subtitle">${esc(s.subtitle)}</div>` : ''}${sideBody(s, (v) => v)}
<div class="closing"><div></div><div class="who">${s.closing.map(esc).join('<br>')}</div></div><div class="bracket">${esc(s.stamp)}</div>`;
  const header =
    doc.kind === 'card'
      ? `<div class="head"><div class="issuer">${s.header.map(esc).join('<br>')}</div><div></div><div></div></div>`
      : '';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Traduction certifiée conforme — ${esc(s.title)} (spécimen)</title><style>${css}</style></head><body><div class="page">
<div class="letterhead"><div><strong>${esc(b.translatorName)}</strong><br>${esc(b.title)}<br>près la ${esc(b.courtOfAppeal)}</div><div style="text-align:end">${esc(b.address.street)}, ${esc(b.address.postalCode)} ${esc(b.address.city)}<br>${esc(b.phoneDisplay)} — ${esc(b.email)}</div></div>
<div class="kind">Traduction de l’arabe — document fictif (spécimen)</div>
${header}${body}
<div class="cert"><div><p><strong>Traduction certifiée conforme à l’original rédigé en langue arabe</strong>, qui m’a été présenté, par ${esc(b.translatorName)}, traductrice certifiée près la ${esc(b.courtOfAppeal)} (serment prêté en ${b.oathYear}).</p><p>Enregistrée sous le n° ${esc(cert.register)}. Fait à ${esc(b.address.city)}, le ${esc(cert.date)}.</p>${signature(seed + 7, '#1b3a6b')}</div>${stamp(
    `${b.translatorName.toUpperCase()} • TRADUCTRICE ARABE–FRANÇAIS • ${b.courtOfAppeal.toUpperCase()} •`,
    '#1b4d8b',
    'SourceSerif',
    `ts${seed}`,
  )}</div>
<div class="foot"><span>Traduction n° ${esc(cert.register)}</span><span>Page 1/1</span></div>
</div></body></html>`;
}
