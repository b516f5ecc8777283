/**
 * The documents' print CSS. `pageCss` adds the @page rule with its running
 * header and footer (page margin boxes, which Chromium prints with the
 * embedded font), 'Page X of Y' included.
 */
import { isolateText } from '~/domain/user-text';

/**
 * Text as a CSS string literal: everything but letters, digits and spaces
 * becomes a hex escape, so no text (a quote, a backslash, '</style>') can
 * end the string or the style element.
 */
export function cssString(text: string): string {
  let out = '"';
  for (const ch of text) {
    out += /[A-Za-z0-9 ]/.test(ch) ? ch : `\\${ch.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}

export type RunningText = { topLeft: string; topRight: string; bottomLeft: string; topRightColor?: string };

/** A running text carries a job's name: isolated, so a bidi override typed in it turns around only the name. */
const runningString = (text: string) => cssString(isolateText(text));

export function pageCss(orientation: 'portrait' | 'landscape', running: RunningText, fontStack: string): string {
  const box = `font-family:${fontStack};font-size:7.5pt;color:#64748b;`;
  return `@page{size:letter ${orientation};margin:0.7in 0.55in 0.65in 0.55in;
@top-left{content:${runningString(running.topLeft)};${box}vertical-align:bottom;padding-bottom:10pt}
@top-right{content:${runningString(running.topRight)};${box}vertical-align:bottom;padding-bottom:10pt;${running.topRightColor ? `color:${running.topRightColor};font-weight:700;` : ''}}
@bottom-left{content:${runningString(running.bottomLeft)};${box}vertical-align:top;padding-top:10pt}
@bottom-right{content:"Page " counter(page) " of " counter(pages);${box}vertical-align:top;padding-top:10pt}}`;
}

export const DOCUMENT_CSS = `
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-size:9pt;line-height:1.35;color:#0f172a}
p{margin:0}
h1,h2{margin:0}
.muted{color:#64748b}
.strong{font-weight:600}
.letterhead{display:flex;justify-content:space-between;align-items:flex-start;gap:24pt;padding-bottom:12pt;border-bottom:2pt solid #0f172a}
.company{display:flex;gap:10pt;align-items:center}
.company-logo{width:44pt;height:44pt;object-fit:contain}
.company-name{font-size:13pt;font-weight:700;letter-spacing:-0.01em}
.doc-title{text-align:right}
.doc-title h1{font-size:20pt;font-weight:700;letter-spacing:-0.02em;text-transform:uppercase}
.meta{margin:4pt 0 0;display:grid;grid-template-columns:auto auto;justify-content:end;column-gap:8pt;row-gap:1pt}
.meta div{display:contents}
.meta dt{color:#64748b;text-align:right}
.meta dd{margin:0;font-weight:600;text-align:left}
.banner{display:flex;align-items:center;gap:12pt;margin:14pt 0 10pt;padding:10pt 12pt;background:#f1f5f9;border-radius:6pt}
.brand-tile{display:block;flex:none;width:44pt;height:44pt;overflow:hidden;border-radius:6pt}
.brand-logo{display:block;width:100%;height:100%;object-fit:contain}
.banner-text{min-width:0}
.banner-brand{font-size:8pt;text-transform:uppercase;letter-spacing:0.06em;color:#475569;font-weight:600;overflow-wrap:anywhere}
.banner-job{font-size:14pt;font-weight:700;overflow-wrap:anywhere}
.parties{display:grid;grid-template-columns:1.3fr 1fr 1fr 1fr;gap:14pt;margin-bottom:14pt;overflow-wrap:anywhere}
.party h2,.terms h2,.acceptance h2,.scope h2{font-size:7.5pt;text-transform:uppercase;letter-spacing:0.08em;color:#64748b;font-weight:600;margin-bottom:3pt}
table{border-collapse:collapse;width:100%}
.lines{table-layout:auto}
.lines .desc{width:100%}
.lines thead{display:table-header-group}
.lines th{font-size:7pt;text-transform:uppercase;letter-spacing:0.06em;color:#475569;font-weight:600;text-align:left;padding:5pt 5pt;border-bottom:1pt solid #0f172a;background:#f8fafc}
.lines td{padding:6pt 5pt;border-bottom:0.5pt solid #e2e8f0;vertical-align:top;overflow-wrap:anywhere}
.lines tr{break-inside:avoid;page-break-inside:avoid}
.lines col.num{width:26pt}
.lines col.qty{width:28pt}
.lines col.item{width:62pt}
.lines col.money{width:64pt}
.lines col.total{width:70pt}
.lines col.pct{width:40pt}
.lines .num{color:#64748b;white-space:nowrap}
.lines td.num,.lines td.qty{overflow-wrap:normal;white-space:nowrap;font-variant-numeric:tabular-nums}
.lines .qty{text-align:right}
.lines .money{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.lines td.money{overflow-wrap:normal}
.lines th.money{text-align:right}
.lines .pct{text-align:right;white-space:nowrap}
.lines tr.sub td.desc{padding-left:16pt}
.lines tr.sub td.num{color:#94a3b8}
.line-name{font-weight:600}
.line-desc{color:#334155;margin-top:1pt}
.line-mark{font-size:7.5pt;margin-top:2pt;text-transform:uppercase;letter-spacing:0.06em;color:#0f5132}
.lines tbody.not-chosen td{color:#64748b}
.lines tbody.not-chosen .line-mark{color:#64748b}
.lines tbody.choice-head{break-after:avoid;page-break-after:avoid}
.lines tbody.choice-head th{text-align:left;font-weight:400;font-size:8pt;padding-top:12pt;border-bottom:1px solid #cbd5e1;text-transform:none;letter-spacing:0;background:#fff;color:#475569}
.choice-title{font-weight:700;font-size:10pt;color:#0f172a}
.choice-note{font-size:7.5pt;margin-top:3pt;max-width:250pt;text-align:right}
.line-margins{color:#475569;font-size:7.5pt;margin-top:1pt;font-variant-numeric:tabular-nums}
.empty{text-align:center;color:#64748b;padding:18pt}
.lines tbody.line{break-inside:avoid;page-break-inside:avoid}
.lines tbody.with-picture tr:first-child td{border-bottom:0}
.lines tr.picture-row td{padding-top:0;padding-bottom:10pt}
.line-picture{display:block;max-width:100%;max-height:180pt;object-fit:contain;border-radius:3pt}
.lines tbody.large tr.picture-row td{height:272pt;vertical-align:middle}
.lines tbody.large .line-picture{max-height:264pt;margin:0 auto}
.sheet .line-picture{max-width:220pt;max-height:140pt;margin-top:4pt}
.service-icon{display:flex;align-items:center;justify-content:center;width:36pt;height:36pt;border-radius:3pt;background:#f1f5f9}
.thumb{display:block;width:54pt;height:36pt;object-fit:contain;border-radius:3pt;background:#f8fafc}
.totals-block{break-inside:avoid;page-break-inside:avoid;display:flex;flex-direction:column;align-items:flex-end;margin-top:10pt}
.totals tr.deposit th,.totals tr.deposit td{font-weight:600;color:#0f172a;padding-top:6pt}
.currency-note{font-size:7.5pt;margin-top:3pt}
.scope{margin-top:14pt;break-inside:avoid;page-break-inside:avoid}
.notes{white-space:pre-line;color:#334155;overflow-wrap:anywhere}
.closing{margin-top:4pt}
.closing-top{display:grid;grid-template-columns:1fr auto;gap:22pt;align-items:start}
.closing-top .terms{margin-top:10pt}
.totals{width:auto;min-width:230pt;font-variant-numeric:tabular-nums}
.totals th{text-align:left;font-weight:400;color:#334155;padding:3pt 10pt 3pt 0}
.totals td{text-align:right;padding:3pt 0 3pt 14pt;white-space:nowrap}
.totals tr.rule th,.totals tr.rule td{border-top:0.5pt solid #cbd5e1;padding-top:5pt}
.totals tr.grand th,.totals tr.grand td{font-weight:700;font-size:11pt;color:#0f172a;border-top:1.5pt solid #0f172a;padding-top:6pt}
.keep{break-inside:avoid;page-break-inside:avoid}
.terms{margin-top:12pt}
.terms ul{margin:4pt 0 0;padding-left:12pt;color:#334155}
.terms li{margin:1pt 0}
.acceptance{margin-top:12pt;padding:10pt 12pt;border:1pt solid #cbd5e1;border-radius:6pt}
.acceptance p{color:#334155}
.signatures{display:grid;grid-template-columns:1fr 1fr;gap:24pt;margin-top:8pt}
.sign-for{font-weight:600;color:#0f172a;overflow-wrap:anywhere}
.sign-lines{display:grid;grid-template-columns:1.4fr 0.8fr;gap:14pt 12pt;margin-top:20pt}
.sign-lines .sign-wide{grid-column:1 / -1}
.sign-line{display:block;border-bottom:1pt solid #0f172a;height:1pt}
.sign-label{display:block;font-size:7.5pt;color:#64748b;margin-top:3pt}
.internal-banner{margin-bottom:10pt;padding:5pt 8pt;background:#b91c1c;color:#fff;font-weight:700;text-transform:uppercase;letter-spacing:0.08em;font-size:8.5pt;text-align:center;border-radius:4pt}
.facts{display:grid;grid-template-columns:repeat(3,1fr);gap:6pt 16pt;margin:12pt 0 14pt;overflow-wrap:anywhere}
.facts dt{font-size:7pt;text-transform:uppercase;letter-spacing:0.06em;color:#64748b;font-weight:600}
.facts dd{margin:0;font-weight:500}
.sheet td,.sheet th{padding-left:4pt;padding-right:4pt}
.sheet col.num{width:24pt}
.sheet col.qty{width:26pt}
.sheet col.money{width:57pt}
.sheet td{font-size:8.5pt}
.sheet tr.group th{border-bottom:0;padding-bottom:0;text-align:center;background:#f8fafc;color:#0f172a}
.sheet .budget{color:#7c2d12;background:#fff7ed}
.sheet th.budget{background:#ffedd5}
.sheet-totals th,.sheet-totals td{padding-left:14pt}
.sheet-totals thead th{font-size:7pt;text-transform:uppercase;letter-spacing:0.06em;color:#475569;font-weight:600;text-align:right;border-bottom:1pt solid #0f172a}
.sheet-totals tbody th{padding-left:0}
.negative{color:#b91c1c}
.margin-flag{display:block;font-size:6.5pt;font-weight:600;white-space:nowrap}
.margin-flag svg{display:inline-block;vertical-align:-1px;margin-right:1pt}
.margin-flag.low{color:#92400e}
.margin-note th,.margin-note td{font-size:7.5pt;color:#475569;font-weight:400}
`;
