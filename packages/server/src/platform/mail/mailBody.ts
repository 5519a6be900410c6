import type { DocumentPart } from '../pdf/documentPdf';

/**
 * The readable body of a mail, HTML and plain text made from what a PDF export holds, so the
 * mail says what its attachment says. The HTML is small and safe: every text escaped, inline
 * styles only, no image nor link to fetch (mail readers block them, and they would tell a
 * sender when the mail is read).
 */

/** A document as a mail shows it (a document export without the print options). */
export interface MailDocument {
  title: string;
  headerLeft: string;
  headerRight: string;
  fields: readonly { label: string; value: string }[];
  parts: readonly DocumentPart[];
  /** The last line (who sent it). */
  footer: string;
}

/** A table as a mail shows it (a list export). */
export interface MailTable {
  title: string;
  /** The line under the title ("Generated at …"). */
  subtitle: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** The last line (who sent it). */
  footer: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: special characters escaped, line breaks kept. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch).replace(/\r?\n/g, '<br>');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#222';

function page(title: string, body: string, footer: string): string {
  return [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    `<body style="${FONT};font-size:14px;line-height:1.4">`,
    body,
    `<p style="margin-top:24px;color:#777;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

const filled = <T extends { value: string }>(fields: readonly T[]) =>
  fields.filter((field) => field.value.trim() !== '');

function partHtml(part: DocumentPart): string {
  if (part.kind === 'heading')
    return `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(part.text)}</h2>`;
  if (part.kind === 'cue')
    return `<p style="margin:4px 0;color:#555"><b>${escapeHtml(part.text)}</b></p>`;
  const side = part.side ? `<b>${escapeHtml(part.side)}:</b> ` : '';
  return `<p style="margin:4px 0">${side}${escapeHtml(part.text)}</p>`;
}

/** A document as an HTML mail body. */
export function documentHtml(document: MailDocument): string {
  const header = [document.headerLeft, document.headerRight].filter(Boolean).join(' — ');
  const fields = filled(document.fields)
    .map(
      (f) =>
        `<tr><td style="padding:2px 12px 2px 0"><b>${escapeHtml(f.label)}</b></td><td>${escapeHtml(f.value)}</td></tr>`,
    )
    .join('');
  return page(
    document.title,
    [
      `<p style="margin:0;color:#555">${escapeHtml(header)}</p>`,
      `<h1 style="font-size:20px;margin:4px 0 12px">${escapeHtml(document.title)}</h1>`,
      fields && `<table style="border-collapse:collapse">${fields}</table>`,
      ...document.parts.map(partHtml),
    ]
      .filter(Boolean)
      .join('\n'),
    document.footer,
  );
}

/** A document as the plain-text part of its mail. */
export function documentText(document: MailDocument): string {
  const lines = [
    document.title,
    [document.headerLeft, document.headerRight].filter(Boolean).join(' — '),
    '',
  ];
  for (const field of filled(document.fields)) lines.push(`${field.label}: ${field.value}`);
  for (const part of document.parts) {
    if (part.kind === 'heading') lines.push('', part.text.toUpperCase());
    else if (part.kind === 'cue') lines.push(part.text);
    else lines.push(part.side ? `${part.side}: ${part.text}` : part.text);
  }
  lines.push('', '--', document.footer);
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const CELL = 'border:1px solid #ccc;padding:4px 6px;vertical-align:top;text-align:left';

/** A table as an HTML mail body. */
export function tableHtml(table: MailTable): string {
  const head = table.header.map(
    (h) => `<th style="${CELL};background:#f0f0f0">${escapeHtml(h)}</th>`,
  );
  const rows = table.rows.map(
    (row) =>
      `<tr>${row.map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join('')}</tr>`,
  );
  return page(
    table.title,
    [
      `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(table.title)}</h1>`,
      `<p style="margin:0 0 12px;color:#555">${escapeHtml(table.subtitle)}</p>`,
      `<table style="border-collapse:collapse"><thead><tr>${head.join('')}</tr></thead>`,
      `<tbody>${rows.join('\n')}</tbody></table>`,
    ].join('\n'),
    table.footer,
  );
}

/** A table as the plain-text part of its mail: one block per row, "header: cell" lines. */
export function tableText(table: MailTable): string {
  const blocks = table.rows.map((row) =>
    row
      .map((cell, i) =>
        cell.trim() ? `${table.header[i] ?? ''}: ${cell.replace(/\n/g, '; ')}` : '',
      )
      .filter(Boolean)
      .join('\n'),
  );
  return [table.title, table.subtitle, '', blocks.join('\n\n'), '', '--', table.footer]
    .join('\n')
    .trim();
}
