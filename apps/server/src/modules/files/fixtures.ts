/** Small real files for upload tests: the sniffer must recognise them. */

/** A 1x1 PNG. */
export { PNG } from '../../test/sample-image';

/** A short, silent 16-bit mono WAV (shared with the other areas' upload tests). */
export { silentWav } from '../../test/sample-audio';
