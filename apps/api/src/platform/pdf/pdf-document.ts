import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The documents the server writes as PDF (a chat transcript; invoices and certificates later): A4
 * pages with a footer that names the document and numbers the pages, text wrapped to the page and
 * carried over as many pages as it takes, in one embedded font (decision 0032). A document is drawn
 * top to bottom through a {@link PdfWriter}; the footers are added once the page count is known.
 */

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans 2.37, the TrueType files `dejavu-fonts-ttf` ships (Bitstream Vera licence, free to
 * embed): Latin with every accent, Greek, Cyrillic, many symbols and some emoticons, where PDF's
 * built-in fonts stop at Western European Latin.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

let fontBytes: Record<FontName, Buffer> | undefined;
/** Read once per process; every document embeds the subset it uses. */
const fontFiles = () =>
  (fontBytes ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  });

/** What stands in for a character the font has no glyph for (an emoji newer than the font, CJK). */
export const MISSING_CHARACTER = '\uFFFD';
/** Said in the footer of a document that needed {@link MISSING_CHARACTER}, so no reader takes it for the text. */
export const MISSING_CHARACTER_NOTE = `${MISSING_CHARACTER} stands for a character this document's font cannot show, such as some emoji.`;

const A4 = 'A4';
const MARGIN = 56;
const FOOTER_SPACE = 40;
const BODY_SIZE = 10;
const LINE_GAP = 2;
const INK = '#1f2937';
const MUTED = '#6b7280';
const LABEL_WIDTH = 110;

/** A stretch of a paragraph in one style. */
export interface TextRun {
  text: string;
  bold?: boolean;
  muted?: boolean;
}

export interface ParagraphStyle {
  /** Points from the left margin, for every line. */
  indent?: number;
  size?: number;
}

/** Whether a font draws a character: fontkit's answer, which pdfkit keeps on the font it loaded. */
type Coverage = (codePoint: number) => boolean;

function coverageOf(doc: PDFKit.PDFDocument): Coverage {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: Coverage } } })._font?.font;
  if (typeof font?.hasGlyphForCodePoint !== 'function')
    throw new Error('pdfkit no longer exposes its fontkit font (platform/pdf/pdf-document.ts)');
  return font.hasGlyphForCodePoint.bind(font);
}

/** Variation selectors ask for text or emoji presentation; without the glyph they select nothing. */
const VARIATION_SELECTOR = /[\uFE00-\uFE0F]/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Writes a document top to bottom; pages are added as the text needs them. */
export class PdfWriter {
  #replaced = false;
  readonly #doc: PDFKit.PDFDocument;
  readonly #coverage: Record<FontName, Coverage>;

  constructor(doc: PDFKit.PDFDocument) {
    this.#doc = doc;
    const coverage = {} as Record<FontName, Coverage>;
    for (const name of Object.keys(FONT_FILES) as FontName[]) {
      doc.font(name);
      coverage[name] = coverageOf(doc);
    }
    this.#coverage = coverage;
    doc.font('regular').fontSize(BODY_SIZE).fillColor(INK);
  }

  /** Whether any text needed {@link MISSING_CHARACTER}. */
  get replacedAny(): boolean {
    return this.#replaced;
  }

  /**
   * The text as `font` can draw it: each user-perceived character (an emoji with its modifiers is
   * one) that has a code point without a glyph becomes {@link MISSING_CHARACTER}, rather than an
   * empty box or nothing. Tabs become spaces and line ends `\n`.
   */
  shown(text: string, font: FontName = 'regular'): string {
    const has = this.#coverage[font];
    let out = '';
    for (const { segment } of graphemes.segment(text.replace(/\r\n?/g, '\n').replace(/\t/g, ' '))) {
      const drawn = segment.replace(VARIATION_SELECTOR, '');
      const ok = [...drawn].every((ch) => ch === '\n' || has(ch.codePointAt(0) ?? 0));
      if (ok) out += drawn;
      else {
        out += MISSING_CHARACTER;
        this.#replaced = true;
      }
    }
    return out;
  }

  /** The document's title, large and bold. */
  title(text: string): void {
    this.paragraph([{ text, bold: true }], { size: 18 });
    this.gap(0.4);
  }

  /** A section's heading, kept on a page with at least two lines after it. */
  heading(text: string): void {
    this.gap(0.8);
    this.keepLines(3);
    this.paragraph([{ text, bold: true }], { size: 13 });
    this.gap(0.3);
  }

  /** Label and value pairs, the labels bold in a column of their own; a value wraps beside its label. */
  fields(rows: ReadonlyArray<readonly [label: string, value: string]>): void {
    const doc = this.#doc;
    const left = doc.page.margins.left;
    const width = this.#width();
    for (const [label, value] of rows) {
      this.keepLines(1);
      const top = doc.y;
      const page = doc.page;
      this.#font('bold').text(this.shown(label, 'bold'), left, top, {
        width: LABEL_WIDTH - 8,
        lineGap: LINE_GAP,
      });
      const labelBottom = doc.y;
      this.#font('regular').text(this.shown(value), left + LABEL_WIDTH, top, {
        width: width - LABEL_WIDTH,
        lineGap: LINE_GAP,
      });
      if (doc.page === page) doc.y = Math.max(doc.y, labelBottom);
      doc.x = left;
    }
  }

  /** A paragraph of one or more runs, wrapped to the page (words longer than a line are split). */
  paragraph(text: string | readonly TextRun[], style: ParagraphStyle = {}): void {
    const doc = this.#doc;
    const runs = typeof text === 'string' ? [{ text }] : text.filter((run) => run.text !== '');
    if (runs.length === 0) return;
    const left = doc.page.margins.left;
    const indent = style.indent ?? 0;
    doc.x = left + indent;
    doc.fontSize(style.size ?? BODY_SIZE);
    runs.forEach((run, i) => {
      const font: FontName = run.bold ? 'bold' : 'regular';
      this.#font(font)
        .fillColor(run.muted ? MUTED : INK)
        .text(this.shown(run.text, font), {
          width: this.#width() - indent,
          lineGap: LINE_GAP,
          continued: i < runs.length - 1,
        });
    });
    doc.fontSize(BODY_SIZE).fillColor(INK);
    doc.x = left;
  }

  /**
   * A PNG or JPEG image at the left margin, scaled to fit `width` × `height` points (its shape
   * kept), on a new page if it does not fit on this one; the text goes on below it.
   */
  image(bytes: Buffer, { width, height }: { width: number; height: number }): void {
    const doc = this.#doc;
    if (doc.y + height > doc.page.maxY()) doc.addPage();
    const left = doc.page.margins.left;
    const top = doc.y;
    doc.image(bytes, left, top, { fit: [width, height] });
    doc.x = left;
    doc.y = top + height;
  }

  /** Blank space of `lines` body lines. */
  gap(lines = 1): void {
    this.#doc.moveDown(lines);
  }

  /** Starts a new page unless `lines` body lines still fit on this one. */
  keepLines(lines: number): void {
    const doc = this.#doc;
    if (doc.y + lines * (doc.currentLineHeight(true) + LINE_GAP) > doc.page.maxY()) doc.addPage();
  }

  #font(name: FontName): PDFKit.PDFDocument {
    return this.#doc.font(name);
  }

  #width(): number {
    const { width, margins } = this.#doc.page;
    return width - margins.left - margins.right;
  }
}

/** What every page of a document says about it. */
export interface PdfFrame {
  /** The document's title in its properties. */
  title: string;
  /** Named at the foot of every page, beside "Page n of m". */
  footer: string;
}

/** The text, cut short with an ellipsis where it would run past `width` in the current font. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Adds the footer to every page once their number is known: the frame's line, the page number, and the note on replaced characters if any were. */
function writeFooters(doc: PDFKit.PDFDocument, writer: PdfWriter, frame: PdfFrame): void {
  const { start, count } = doc.bufferedPageRange();
  const footer = writer.shown(frame.footer);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    const { margins, height } = doc.page;
    const bottom = margins.bottom;
    // The footer sits below the text's bottom margin, where pdfkit would otherwise start a new page.
    margins.bottom = 0;
    const y = height - bottom + 14;
    const width = doc.page.width - margins.left - margins.right;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(fitted(doc, footer, width - 80), margins.left, y, { width: width - 80, lineBreak: false });
    doc.text(`Page ${i + 1} of ${count}`, margins.left, y, { width, align: 'right', lineBreak: false });
    if (writer.replacedAny)
      doc.text(MISSING_CHARACTER_NOTE, margins.left, y + 11, { width, lineBreak: false });
    margins.bottom = bottom;
  }
}

/**
 * A PDF drawn by `draw` in a fresh {@link PdfWriter}, with the frame's footer on every page.
 * pdfkit (and the font engine under it) loads on the first PDF, not at every start (decision 0067).
 */
export async function renderPdf(frame: PdfFrame, draw: (pdf: PdfWriter) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = fontFiles();
  const doc = new PDFDocument({
    size: A4,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    lang: 'en-AU',
    displayTitle: true,
    info: { Title: frame.title, Creator: 'Curo', Producer: 'Curo' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfWriter(doc);
  draw(writer);
  writeFooters(doc, writer, frame);
  doc.end();
  return done;
}
