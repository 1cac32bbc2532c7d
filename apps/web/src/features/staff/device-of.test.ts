import { describe, expect, it } from 'vitest';
import { deviceOf } from './device-of';

describe('a session’s device', () => {
  it('names the browser and the system', () => {
    expect(
      deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'),
    ).toBe('Chrome · Linux');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('Edge · Windows');
  });

  it('keeps an unknown agent short, and says nothing without one', () => {
    expect(deviceOf('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceOf(null)).toBeNull();
  });
});
