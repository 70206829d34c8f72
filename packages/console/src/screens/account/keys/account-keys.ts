// The keys a user can rotate (the SDK's AccountKey), each with its name and explanation.
import type { AccountKey } from '@fleet/sdk';
import type { ConsoleMessageId } from '../../../i18n';
import '../../../i18n/messages/account';

export interface AccountKeyText {
  key: AccountKey;
  name: ConsoleMessageId;
  hint: ConsoleMessageId;
}

export const ACCOUNT_KEYS: readonly AccountKeyText[] = [
  {
    key: 'provision',
    name: 'console.account.keys.provision',
    hint: 'console.account.keys.provisionHint',
  },
  {
    key: 'garageTools',
    name: 'console.account.keys.garageTools',
    hint: 'console.account.keys.garageToolsHint',
  },
  { key: 'root', name: 'console.account.keys.root', hint: 'console.account.keys.rootHint' },
];
