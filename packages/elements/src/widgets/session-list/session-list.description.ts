// <fleet-session-list>: remote access sessions, keys and accepted IPs (SPEC §2
// /remote-access/{tab}, §3 Remote access). Plain data (loads in Node) for the manifest, the
// typings and the embedding guide; the element wrapper reads only the wiring
// (session-list.element.ts).
import {
  CONNECTION_ATTRIBUTES,
  CONNECTION_PROPERTIES,
} from '../../connection/connection-description.js';
import { describeElement, type ElementDescription } from '../../elements/element-description.js';
import { sessionListWiring } from './session-list.element.js';
import type { SessionListElementProps } from './SessionListElement.js';

export const sessionListElement: ElementDescription<SessionListElementProps> = describeElement(
  sessionListWiring,
  {
    className: 'FleetSessionList',
    summary:
      'Remote access: the open sessions with Start session and End ' +
      "session (one device's with `device-uuid`, else the user's), the user's OpenSSH public " +
      'keys, and the accepted IP addresses, as tabs. The server says why a key or an address ' +
      'is refused, under its field. Each action needs its right (remoteSessions `initiate` and ' +
      '`kill`, remoteAccessKeys and remoteAccessIps `add` and `delete`): without it the button ' +
      "is disabled with the tooltip 'You do not have permission to perform this action'.",
    attributes: {
      ...CONNECTION_ATTRIBUTES,
      deviceUuid: {
        description: "A device's uuid: shows and starts that device's session only.",
      },
      tab: {
        description: "The tab shown: 'sessions', 'keys' or 'accept-list'.",
        default: 'sessions',
      },
    },
    properties: CONNECTION_PROPERTIES,
    events: {
      onSessionStarted: {
        detail: '{ deviceUuid: string }',
        description: 'A session to the device was started.',
      },
      onSessionKilled: {
        detail: '{ deviceUuid: string }',
        description: "The user ended the device's session.",
      },
      onTabChanged: {
        detail: "{ tab: 'sessions' | 'keys' | 'accept-list' }",
        description: 'The user chose another tab.',
      },
    },
    parts: {
      'session-list': 'The whole widget.',
      tabs: 'The tabs and their panel.',
      'table-frame':
        'The frame each table scrolls in sideways (its first column and its actions stay in view); under 561 px wide, its rows show as cards of labelled fields.',
      table: 'Each table (sessions, keys, addresses).',
      row: 'Each table row.',
      'device-session': "The device's open session (with `device-uuid`).",
      'kill-button': "The End session button of the device's session.",
      'start-session': 'The form that starts a session.',
      'add-key-form': 'The form that adds a public key.',
      'add-ip-form': 'The form that adds an accepted IP address.',
      'empty-state': 'What a list shows when it is empty.',
      error: 'The message shown when a list cannot be loaded, with its retry button.',
      retry: 'The retry button.',
      dialog: 'The dialogs asking before a session ends or a key is deleted.',
      listbox: 'The list of device search results.',
    },
  },
);
