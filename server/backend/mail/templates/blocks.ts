// Every mail is described once as a list of blocks and rendered twice: as plain text and as simple, inline-styled
// HTML (mail clients ignore <style> sheets). All data passes through escapeHtml on the way into the HTML, so a
// name like `<script>` arrives as text; nothing in a template writes raw markup from data.
import { SHOP } from '../../../../shared/brands.js';
import type { Language } from '../../../../shared/store-views.js';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Keeps its line breaks: addresses, a shopper's message, legal texts. */
  | { kind: 'lines'; text: string }
  | { kind: 'action'; label: string; url: string }
  /** A code to copy (coupon), shown large. */
  | { kind: 'code'; text: string }
  | { kind: 'pairs'; rows: readonly (readonly [string, string])[] }
  | { kind: 'table'; head: readonly string[]; rows: readonly (readonly string[])[]; numericFrom: number };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const COLORS = { ink: '#1f2a24', paper: '#f4f1ea', muted: '#5b6660', rule: '#e2ddd2', accent: '#8a4b24' };
const FONT = "font-family:Georgia,'Times New Roman',serif;";

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A subject is one header line: data in it must not carry line breaks or runs of spaces. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const escapeLines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

function tableText(block: Extract<Block, { kind: 'table' }>): string {
  return block.rows.map((row) => row.map((cell, i) => (i === 0 ? cell : `${block.head[i]}: ${cell}`)).join(' | ')).join('\n');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
    case 'lines':
    case 'code':
      return block.text;
    case 'action':
      return `${block.label}:\n${block.url}`;
    case 'pairs':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'table':
      return tableText(block);
  }
}

function cellStyle(numeric: boolean, head: boolean): string {
  return `padding:6px 8px;border-bottom:1px solid ${COLORS.rule};text-align:${numeric ? 'right' : 'left'};${head ? 'font-weight:bold;' : ''}`;
}

function tableHtml(block: Extract<Block, { kind: 'table' }>): string {
  const row = (cells: readonly string[], head: boolean): string =>
    `<tr>${cells.map((c, i) => `<${head ? 'th' : 'td'} style="${cellStyle(i >= block.numericFrom, head)}">${escapeHtml(c)}</${head ? 'th' : 'td'}>`).join('')}</tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:14px;">${row(block.head, true)}${block.rows.map((r) => row(r, false)).join('')}</table>`;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:${COLORS.ink};">${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'lines':
      return `<p style="margin:0 0 16px;">${escapeLines(block.text)}</p>`;
    case 'action':
      return `<p style="margin:24px 0;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background:${COLORS.ink};color:#ffffff;text-decoration:none;border-radius:3px;">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:${COLORS.muted};word-break:break-all;">${escapeHtml(block.url)}</p>`;
    case 'code':
      return `<p style="margin:16px 0;font-size:24px;letter-spacing:2px;font-weight:bold;color:${COLORS.accent};">${escapeHtml(block.text)}</p>`;
    case 'pairs':
      return `<p style="margin:0 0 16px;">${block.rows.map(([l, v]) => `<strong>${escapeHtml(l)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>`;
    case 'table':
      return tableHtml(block);
  }
}

export interface MailFrame {
  language: Language;
  subject: string;
  blocks: readonly Block[];
  /** Shown under the content: the shop's address and contact. */
  footer: string;
}

export function renderText(frame: MailFrame): string {
  return `${frame.blocks.map(blockText).join('\n\n')}\n\n-- \n${frame.footer}\n`;
}

export function renderHtml(frame: MailFrame): string {
  return [
    `<!doctype html><html lang="${frame.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(frame.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.paper};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.paper};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;${FONT}color:${COLORS.ink};">`,
    `<tr><td style="padding:20px 32px;border-bottom:3px solid ${COLORS.ink};font-size:22px;font-weight:bold;letter-spacing:1px;">${escapeHtml(SHOP.name)}</td></tr>`,
    `<tr><td style="padding:24px 32px;font-size:16px;line-height:1.5;">${frame.blocks.map(blockHtml).join('')}</td></tr>`,
    `<tr><td style="padding:16px 32px;font-size:12px;line-height:1.5;color:${COLORS.muted};border-top:1px solid ${COLORS.rule};">${escapeLines(frame.footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

export function renderFrame(frame: MailFrame): RenderedMail {
  return { subject: oneLine(frame.subject), text: renderText(frame), html: renderHtml(frame) };
}
