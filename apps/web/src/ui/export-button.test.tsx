import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { csvRecordCounter, fileNameOf } from './csv-download';
import { ExportButton } from './export-button';

const encode = (text: string) => new TextEncoder().encode(text);

/** A streamed answer whose chunks the test sends, one at a time, or breaks off. */
function streamedCsv(fileName = 'teams-status-ACTIVE-2026-11-26.csv') {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
  return {
    response,
    send: (text: string) => controller.enqueue(encode(text)),
    end: () => controller.close(),
    breakOff: () => controller.error(new TypeError('network error')),
  };
}

let saved: { href: string; download: string }[];
let blobs: Blob[];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  saved = [];
  blobs = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs: the blob is kept to be read, and the click noted as a download.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:export-${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const button = () => screen.getByTestId('export');
const renderButton = () =>
  renderUi(
    <ExportButton
      path="/api/org/export"
      filters={{ status: 'ACTIVE', text: '', assigned: false }}
      data-testid="export"
    />,
  );

describe('ExportButton', () => {
  it('counts the rows as they stream, then saves the file under the name the server gives', async () => {
    const stream = streamedCsv();
    fetchMock.mockResolvedValue(stream.response);
    renderButton();
    expect(button()).toHaveTextContent('Export CSV');
    await userEvent.click(button());

    // Only the filters that hold a value, with the session's cookie.
    expect(fetchMock).toHaveBeenCalledWith('/api/org/export?status=ACTIVE', {
      credentials: 'same-origin',
    });
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Exporting… 0 rows');
    // A quoted cell over two lines is one row.
    stream.send('id,name,address\n1,Asha Traders,"12 MG Road\nPune"\n2,Ravi');
    await waitFor(() => expect(button()).toHaveTextContent('Exporting… 1 rows'));
    stream.send(` Stores,Delhi\n${'3,Bulk,Mumbai\n'.repeat(12_344)}`);
    await waitFor(() => expect(button()).toHaveTextContent('Exporting… 12,346 rows'));
    expect(saved).toEqual([]);

    stream.end();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      href: 'blob:export-1',
      download: 'teams-status-ACTIVE-2026-11-26.csv',
    });
    expect((await blobs[0]!.text()).startsWith('id,name,address\n1,Asha Traders')).toBe(true);
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveTextContent('Export CSV');
  });

  it("shows the server's message when the export is refused, and saves nothing", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ code: 'FORBIDDEN', message: 'You do not have access to this' }),
        { status: 403, headers: { 'content-type': 'application/json' } },
      ),
    );
    renderButton();
    await userEvent.click(button());
    expect(await screen.findByTestId('error-dialog-text')).toHaveTextContent(
      'You do not have access to this',
    );
    expect(saved).toEqual([]);
    expect(button()).toBeEnabled();
  });

  it('says the export broke off when the stream stops half way, and saves nothing', async () => {
    const stream = streamedCsv();
    fetchMock.mockResolvedValue(stream.response);
    renderButton();
    await userEvent.click(button());
    stream.send('id,name\n1,Asha\n');
    await waitFor(() => expect(button()).toHaveTextContent('Exporting… 1 rows'));
    stream.breakOff();
    expect(await screen.findByTestId('error-dialog-text')).toHaveTextContent(
      'The export stopped before it was complete',
    );
    expect(saved).toEqual([]);
    await waitFor(() => expect(button()).toBeEnabled());
  });
});

describe('csvRecordCounter and fileNameOf', () => {
  it('counts records across chunks, a quote or a newline split between them', () => {
    const count = csvRecordCounter();
    expect(count(encode('a,"b'))).toBe(0);
    expect(count(encode('\n""c"\n'))).toBe(1);
    expect(count(encode('x,y\n'))).toBe(2);
  });

  it('reads the name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="kyc-status-PENDING-2026-11-26.csv"')).toBe(
      'kyc-status-PENDING-2026-11-26.csv',
    );
    expect(fileNameOf(null)).toBeNull();
  });
});
