import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { checkFile } from './upload-file';

describe('checkFile', () => {
  it('names the file and the types allowed when the type is wrong, in the console language', async () => {
    const file = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    expect(checkFile(file, 'document')).toMatch(
      /^setup\.exe: type application\/x-msdownload is not allowed \(image\/jpeg, /,
    );
    await i18n.changeLanguage('de');
    expect(checkFile(file, 'document')).toMatch(
      /^setup\.exe: Dateityp application\/x-msdownload ist nicht erlaubt/,
    );
    await i18n.changeLanguage('en');
  });

  it('refuses a file over the size limit and passes one within it', () => {
    const file = new File([new Uint8Array(3 * 1048576)], 'scan.pdf', { type: 'application/pdf' });
    expect(checkFile(file, 'document', 2 * 1048576)).toBe('scan.pdf is larger than 2 MB');
    expect(checkFile(file, 'document', 4 * 1048576)).toBeNull();
  });
});
