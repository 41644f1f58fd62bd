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

/**
 * Parses CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, quotes
 * doubled, and line breaks; CRLF or LF line ends; a leading byte-order mark ignored) into rows of
 * cells, each row with the 1-based line it starts on. Blank lines are skipped. A quote left open
 * swallows the rest of the file into one cell, as spreadsheets do.
 */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
