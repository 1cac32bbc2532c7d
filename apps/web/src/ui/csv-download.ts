/**
 * Fetching a list's CSV export as it streams: its rows counted as they arrive (for the
 * progress a long export shows), the file named as the server names it, then saved.
 */

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts the CSV records in a stream of bytes: a newline ends a record unless it sits inside
 * a quoted cell (an address over two lines). The bytes of `"` and `\n` never occur inside a
 * multi-byte UTF-8 character, so the bytes are read as they come, chunk by chunk.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return (chunk: Uint8Array): number => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === NEWLINE && !quoted) records += 1;
    }
    return records;
  };
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it has one. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** A refused or broken export: what the server answered (its `{ message }`), as RTK Query's errors carry it. */
export type CsvDownloadError = { status: number | 'STREAM_ERROR'; data: unknown };

/**
 * Fetches a CSV export with the session's cookie, reading its body as it streams and telling
 * `onRows` how many data rows (after the header) have arrived. A refusal throws the server's
 * answer; a stream that breaks off throws too, so a cut file is never saved as if whole.
 */
export async function fetchCsv(
  href: string,
  onRows: (rows: number) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw { status: response.status, data } satisfies CsvDownloadError;
  }
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'export.csv';
  const count = csvRecordCounter();
  const chunks: BlobPart[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        throw { status: 'STREAM_ERROR', data: { cause: String(error) } } satisfies CsvDownloadError;
      });
      if (done) break;
      chunks.push(value);
      // The first record is the header.
      onRows(Math.max(0, count(value) - 1));
    }
  }
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), fileName };
}

/**
 * Hands a file to the browser as a download: an object URL clicked through a temporary
 * `<a download>`, as a plain link would (so the browser's download, and Playwright's
 * `download` event, happen as for a link). The URL is let go once the download has it.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
