import { describe, expect, it } from 'vitest';
import { orgSettingsBody, settingsMessageKey } from './org-settings';

describe('org settings messages (spec section 8)', () => {
  it('thanks a call recording or caller tune change by name, anything else as org settings', () => {
    expect(settingsMessageKey({ call_recording: false })).toBe('callRecordingSettingUpdated');
    expect(settingsMessageKey({ caller_tune: { type: 'default' } })).toBe(
      'callerTuneSettingUpdated',
    );
    expect(settingsMessageKey({ voicemail: true })).toBe('orgSettingsUpdated');
    expect(settingsMessageKey({ call_recording: true, voicemail: true })).toBe(
      'orgSettingsUpdated',
    );
  });

  it('refuses an empty change and a custom tune without a stored file name', () => {
    expect(orgSettingsBody.safeParse({}).success).toBe(false);
    expect(
      orgSettingsBody.safeParse({ caller_tune: { type: 'custom', file_name: '../etc/passwd' } })
        .success,
    ).toBe(false);
    expect(
      orgSettingsBody.safeParse({
        caller_tune: { type: 'custom', file_name: 'audio/2026-11/x-tune.mp3' },
      }).success,
    ).toBe(true);
  });
});
