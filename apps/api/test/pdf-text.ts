import { inflateSync } from 'node:zlib';

/**
 * The text of each page of a PDF that pdfkit wrote, for tests to assert on what a reader sees.
 * Enough of PDF for pdfkit's own output, not a general reader: objects with direct `/Length`s,
 * Flate streams, Type0 fonts whose `/ToUnicode` maps each glyph code back to its characters, and
 * text drawn with `Tf`, `Tm` and `TJ`. Runs at the same height join into one line; lines are
 * separated by `\n` (a wrapped paragraph reads as several lines).
 */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const dictOf = (id: number) => objects.get(id)?.dict ?? '';
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

  const catalog = [...objects.values()].find((o) => /\/Type \/Catalog/.test(o.dict));
  const kids = /\/Kids \[([^\]]*)\]/.exec(dictOf(ref(catalog?.dict ?? '', 'Pages')))?.[1] ?? '';
  const pageIds = [...kids.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

  const cmaps = new Map<number, Map<number, string>>();
  const cmapOf = (fontId: number) => {
    let cmap = cmaps.get(fontId);
    if (!cmap) {
      cmap = readToUnicode(objects.get(ref(dictOf(fontId), 'ToUnicode'))?.stream ?? '');
      cmaps.set(fontId, cmap);
    }
    return cmap;
  };

  return pageIds.map((pageId) => {
    const page = dictOf(pageId);
    const resources = dictOf(ref(page, 'Resources'));
    const fontBlock = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map([...fontBlock.matchAll(/\/(\w+) (\d+) 0 R/g)].map((m) => [m[1], Number(m[2])]));
    const content = objects.get(ref(page, 'Contents'))?.stream ?? '';

    const lines: string[] = [];
    let line = '';
    let lineY: string | null = null;
    let cmap = new Map<number, string>();
    const ops = /\/(\w+) [\d.]+ Tf|[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm|\[([^\]]*)\] TJ/g;
    for (const m of content.matchAll(ops)) {
      if (m[1] !== undefined) cmap = cmapOf(fonts.get(m[1]) ?? -1);
      else if (m[2] !== undefined) {
        if (lineY !== null && m[2] !== lineY) {
          lines.push(line);
          line = '';
        }
        lineY = m[2];
      } else {
        for (const hex of (m[3] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
          const codes = hex[1] ?? '';
          for (let i = 0; i < codes.length; i += 4)
            line += cmap.get(parseInt(codes.slice(i, i + 4), 16)) ?? '';
        }
      }
    }
    if (line) lines.push(line);
    return lines.join('\n');
  });
}

interface PdfObject {
  dict: string;
  stream?: string;
}

/** Every `N 0 obj`, its dictionary and its stream (inflated), read by the stream's `/Length`. */
function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const source = pdf.toString('latin1');
  const start = /(\d+) 0 obj\n/g;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    const from = m.index + m[0].length;
    const end = source.indexOf('endobj', from);
    const streamAt = source.indexOf('\nstream\n', from);
    if (streamAt < 0 || streamAt > end) {
      objects.set(Number(m[1]), { dict: source.slice(from, end) });
      continue;
    }
    const dict = source.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataAt = streamAt + '\nstream\n'.length;
    let data = pdf.subarray(dataAt, dataAt + length);
    if (/\/Filter \/FlateDecode/.test(dict)) data = inflateSync(data);
    objects.set(Number(m[1]), { dict, stream: data.toString('latin1') });
    start.lastIndex = dataAt + length;
  }
  return objects;
}

/** A `/ToUnicode` CMap's `bfrange`s with arrays (as pdfkit writes them): glyph code → characters. */
function readToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    let code = parseInt(range[1] ?? '0', 16);
    for (const entry of (range[2] ?? '').matchAll(/<([^>]*)>/g)) {
      const units = (entry[1] ?? '').split(' ').map((h) => parseInt(h, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  return map;
}
