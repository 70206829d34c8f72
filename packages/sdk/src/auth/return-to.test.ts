import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-to';

const APP = 'https://fleet.example';

describe('SPEC §2 the destination restored after sign-in', () => {
  it('keeps a path of the app, with its query and fragment', () => {
    expect(sameOriginPath('/devices?filter=offline&search=pi#top', APP)).toBe(
      '/devices?filter=offline&search=pi#top',
    );
    expect(sameOriginPath('https://fleet.example/fleets/7/overview', APP)).toBe(
      '/fleets/7/overview',
    );
  });

  it('refuses anything that would leave the app', () => {
    for (const destination of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example/steal',
      'javascript:alert(1)',
      'http://fleet.example/devices', // another scheme is another origin
      'devices',
      '',
      undefined,
      42,
    ])
      expect(sameOriginPath(destination, APP), String(destination)).toBeUndefined();
  });
});
