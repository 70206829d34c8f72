// How a registered OpenSSH public key (`<type> <base64> [comment]`) is shown: its label (the
// `meta.label` given when it was added), else its comment, and its type with a short excerpt
// of the key so two keys can be told apart.
import type { RemoteAccessKey } from '@fleet/sdk';

export interface PublicKeyText {
  name: string;
  type: string;
  excerpt: string;
}

export function publicKeyText(key: RemoteAccessKey): PublicKeyText {
  const [type = '', data = '', ...comment] = key.pubkey.trim().split(/\s+/);
  const label = (key.meta as { label?: unknown } | undefined)?.label;
  const excerpt = data.length > 24 ? `${data.slice(0, 12)}…${data.slice(-8)}` : data;
  return {
    name: typeof label === 'string' && label.trim() !== '' ? label : comment.join(' ') || type,
    type,
    excerpt,
  };
}
