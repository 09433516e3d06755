import { describe, expect, it } from 'vitest';
import { deviceClassOf } from './device';

describe('the device class of an enquiry', () => {
  it('tells phones, tablets and desktops apart by their User-Agent', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        'mobile',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
        'mobile',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        'tablet',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
        'tablet',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
        'desktop',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
        'desktop',
      ],
      ['curl/8.5.0', 'desktop'],
    ];
    for (const [agent, device] of cases) expect(deviceClassOf(agent), agent).toBe(device);
    expect(deviceClassOf(null)).toBe('');
  });
});
