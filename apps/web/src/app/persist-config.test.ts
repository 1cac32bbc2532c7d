import { describe, expect, it } from 'vitest';
import { createPersistConfig } from './persist-config';

describe('persist config', () => {
  it('keeps only kycTable under key root, version 1, with a 5000 ms restore timeout', () => {
    expect(createPersistConfig()).toMatchObject({
      key: 'root',
      version: 1,
      whitelist: ['kycTable'],
      timeout: 5000,
    });
  });
});
