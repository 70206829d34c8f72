import type { PackageSourceView } from '@fleet/sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_SOURCE_FORM, sourceFormOf, sourceInputOf } from './source-form';

describe('the package source form', () => {
  it('starts with threshold 1 (SPEC §9)', () => {
    expect(EMPTY_SOURCE_FORM.threshold).toBe('1');
  });

  it('gives the SDK input, leaving blank optional fields out', () => {
    expect(
      sourceInputOf({
        ...EMPTY_SOURCE_FORM,
        name: ' acme ',
        keyids: ['k1'],
        paths: 'acme-*, acme-fw-*',
      }),
    ).toEqual({ name: 'acme', keyids: ['k1'], paths: ['acme-*', 'acme-fw-*'], threshold: 1 });
  });

  it('keeps the remote address and friendly name, and drops a threshold it cannot mean', () => {
    expect(
      sourceInputOf({
        ...EMPTY_SOURCE_FORM,
        name: 'acme',
        remoteUri: ' https://example.com/acme.json ',
        friendlyName: 'ACME',
        threshold: 'zero',
      }),
    ).toEqual({
      name: 'acme',
      keyids: [],
      paths: [],
      remoteUri: 'https://example.com/acme.json',
      friendlyName: 'ACME',
    });
  });

  it('shows a source as it is', () => {
    const source = {
      name: 'acme',
      friendlyName: 'ACME',
      keyids: ['k1'],
      paths: ['a-*', 'b-*'],
      threshold: 2,
      terminating: true,
      remoteUri: 'https://example.com/acme.json',
      state: 'normal',
      refreshing: false,
      deleting: false,
    } satisfies PackageSourceView;
    expect(sourceFormOf(source)).toEqual({
      name: 'acme',
      friendlyName: 'ACME',
      remoteUri: 'https://example.com/acme.json',
      keyids: ['k1'],
      paths: 'a-*, b-*',
      threshold: '2',
    });
  });
});
