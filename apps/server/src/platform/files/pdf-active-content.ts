import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { AppError } from '../errors';

/**
 * Keys and action types that make a PDF do something when opened or clicked, beyond showing
 * pages: scripts (JavaScript, XFA forms), starting programs (Launch), files carried inside it
 * (EmbeddedFile), media players (RichMedia) and forms that send or read data elsewhere. A KYC
 * document is a scan or a statement: it needs none of them, so a PDF with any is refused.
 */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'EmbeddedFile',
  'EmbeddedFiles',
  'XFA',
  'RichMedia',
]);
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
]);

const nameOf = (value: PDFObject | undefined) =>
  value instanceof PDFName ? value.decodeText() : undefined;

/** The first active part of one dictionary, by the name a reader would recognise. */
function activePartOf(dict: PDFDict): string | undefined {
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) return name;
    if (name === 'S' && ACTIVE_ACTIONS.has(nameOf(value) ?? '')) return nameOf(value);
    if (name === 'Type' && nameOf(value) === 'EmbeddedFile') return 'EmbeddedFile';
  }
  return undefined;
}

/**
 * Every dictionary of the file: its objects (those packed in object streams too, which loading
 * unpacks), streams' own dictionaries, and dictionaries nested in arrays or dictionaries.
 */
function* dictionariesOf(document: PDFDocument): Generator<PDFDict> {
  const walk = function* (value: PDFObject): Generator<PDFDict> {
    if (value instanceof PDFStream) yield* walk(value.dict);
    else if (value instanceof PDFDict) {
      yield value;
      for (const [, inner] of value.entries()) yield* walk(inner);
    } else if (value instanceof PDFArray) for (const item of value.asArray()) yield* walk(item);
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) yield* walk(object);
}

/**
 * Refuses a PDF that carries active content (OWASP file-upload guidance): it is read as a PDF
 * reader would, so names hidden in compressed object streams or spelt with `#` escapes count
 * too. A file that cannot be read as a PDF at all is refused as well: a reader could not show it.
 */
export async function refusePdfActiveContent(body: Buffer): Promise<void> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(body, { ignoreEncryption: true, updateMetadata: false });
    // The loader mends what it can; a file with no page left is no document a reader could show.
    if (document.getPageCount() < 1) throw new Error('no pages');
  } catch {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file could not be read as a PDF');
  }
  for (const dict of dictionariesOf(document)) {
    const active = activePartOf(dict);
    if (active)
      throw new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `The PDF carries active content (${active}): save it again as a plain PDF, or scan it, and upload that`,
      );
  }
}
