// The package source form's fields as the SDK's input (SPEC §3 Trusted delegation: name, keys,
// paths, threshold default 1, remote address, friendly name). The SDK checks names, keys and
// paths and says what is wrong in SPEC §5/§8's words.
import type { PackageSourceInput, PackageSourceView } from '@fleet/sdk';
import { DELEGATION_DEFAULT_THRESHOLD } from '@fleet/sdk/domain';
import { splitList } from './upload-form';

export interface SourceFormValues {
  name: string;
  friendlyName: string;
  remoteUri: string;
  keyids: readonly string[];
  /** Comma or whitespace separated path patterns. */
  paths: string;
  threshold: string;
}

export const EMPTY_SOURCE_FORM: SourceFormValues = {
  name: '',
  friendlyName: '',
  remoteUri: '',
  keyids: [],
  paths: '',
  threshold: String(DELEGATION_DEFAULT_THRESHOLD),
};

/** The form showing a source as it is. */
export function sourceFormOf(source: PackageSourceView): SourceFormValues {
  return {
    name: source.name,
    friendlyName: source.friendlyName,
    remoteUri: source.remoteUri ?? '',
    keyids: [...source.keyids],
    paths: source.paths.join(', '),
    threshold: String(source.threshold),
  };
}

/** The source to add or save; blank optional fields are left out. */
export function sourceInputOf(values: SourceFormValues): PackageSourceInput {
  const threshold = Number(values.threshold);
  const remoteUri = values.remoteUri.trim();
  const friendlyName = values.friendlyName.trim();
  return {
    name: values.name.trim(),
    keyids: [...values.keyids],
    paths: splitList(values.paths),
    ...(Number.isInteger(threshold) && threshold >= 1 && { threshold }),
    ...(remoteUri && { remoteUri }),
    ...(friendlyName && { friendlyName }),
  };
}
