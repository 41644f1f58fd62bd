import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and numbers rows by their first line', () => {
    const text = '\uFEFFname,hours\r\n"Quay ""Late"" Pharmacy","Mon–Fri, 8–8\nSat 9–1"\r\n\r\nWynyard,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'hours'] },
      { line: 2, cells: ['Quay "Late" Pharmacy', 'Mon–Fri, 8–8\nSat 9–1'] },
      { line: 5, cells: ['Wynyard', ''] },
    ]);
  });

  it('keeps the last row without a final line break, and skips blank lines', () => {
    expect(parseCsv('a,b\n\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
    ]);
  });
});
