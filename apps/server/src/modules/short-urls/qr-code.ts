import QRCode from 'qrcode';
import type { FileAnswer } from '../../platform/http/file-answers';

/** The QR route's answer as the API document declares it. */
export const qrAnswers: Record<number, FileAnswer> = {
  200: {
    description: 'The QR code, as SVG or PNG (`format`)',
    media: ['image/svg+xml', 'image/png'],
  },
};

/**
 * A short link's QR code, as SVG or PNG `size` pixels wide. Error correction M (15%) stays
 * readable from print and screens; the quiet zone is the standard's 4 modules.
 */
export async function qrCode(
  text: string,
  format: 'svg' | 'png',
  size: number,
): Promise<{ body: string | Buffer; contentType: string }> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 4, width: size };
  if (format === 'svg') {
    return {
      body: await QRCode.toString(text, { ...options, type: 'svg' }),
      contentType: 'image/svg+xml; charset=utf-8',
    };
  }
  return {
    body: await QRCode.toBuffer(text, { ...options, type: 'png' }),
    contentType: 'image/png',
  };
}
