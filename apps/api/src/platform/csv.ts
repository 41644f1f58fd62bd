import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A CSV cell: quoted when it holds a comma, a quote or a line break, and a leading = + - @ (or a
 * tab or CR) defused with an apostrophe, so a spreadsheet never runs what someone typed (a name, a
 * reason) as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV file, CRLF-terminated as RFC 4180 has it. */
export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Sends a CSV export as a download: never cached (it holds personal information), with
 * X-Total-Count saying how many rows the file holds.
 */
export function sendCsvFile(
  reply: FastifyReply,
  file: { name: string; body: string | Readable; rows: number },
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .header('x-total-count', String(file.rows))
    .send(file.body);
}
