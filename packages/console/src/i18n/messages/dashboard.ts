// The texts of the dashboard (SPEC §2 /), under `console.dashboard.`; same rules as
// ../console-messages.ts. A module showing one imports this module, which adds them to the
// console catalogue when it loads: they come with the screens' code, not with the start.
import { addConsoleTexts } from '../console-messages';

export const DASHBOARD_EN_US = {
  'console.dashboard.counts': 'Devices at a glance',
  'console.dashboard.count.total': 'Devices',
  'console.dashboard.count.online': 'Online',
  'console.dashboard.count.offline': 'Offline',
  'console.dashboard.count.updateFailed': 'Update failed',
  'console.dashboard.count.updatePendingOrInProgress': 'Update pending or in progress',
  'console.dashboard.count.neverSeen': 'Never seen',
  'console.dashboard.count.pending': '{count} pending',
  'console.dashboard.count.inProgress': '{count} in progress',
  'console.dashboard.count.show': 'Show these devices',
  'console.dashboard.countFailed': 'The device counts could not be read: {reason}',
  'console.dashboard.activity': 'Recent update activity',
  'console.dashboard.activity.table': 'Updates pending or in progress',
  'console.dashboard.activity.device': 'Device',
  'console.dashboard.activity.packages': 'Packages',
  'console.dashboard.activity.state': 'State',
  'console.dashboard.activity.since': 'Assigned',
  'console.dashboard.activity.none': 'No update is pending or in progress.',
  'console.dashboard.activity.failed': 'The update activity could not be read: {reason}',
  'console.dashboard.start.heading': 'Get your fleet started',
  'console.dashboard.start.text':
    'Your account has no device yet. Pair your first device, upload the package it should run, then update it from here.',
  'console.dashboard.start.pair': 'Pair a device',
  'console.dashboard.start.upload': 'Upload a package',
  'console.dashboard.start.guide': 'Open the setup guide',
  'console.dashboard.customize': 'Customize dashboard',
  'console.dashboard.customize.title': 'Dashboard cards',
  'console.dashboard.customize.hint':
    'Choose the cards the dashboard shows and their order. Your choice is saved for your account.',
  'console.dashboard.customize.show': 'Show {card}',
  'console.dashboard.customize.up': 'Move {card} up',
  'console.dashboard.customize.down': 'Move {card} down',
  'console.dashboard.customize.moved': '{card} is now card {position} of {total}.',
  'console.dashboard.customize.reset': 'Restore the default layout',
  'console.dashboard.customize.done': 'Done',
  'console.dashboard.card.counts': 'Device counts',
  'console.dashboard.card.topFleets': 'Top fleets',
  'console.dashboard.card.connectedDevices': 'Connected devices',
  'console.dashboard.card.activity': 'Recent update activity',
} as const;

addConsoleTexts(DASHBOARD_EN_US, {
  'fr-CH': () => import('./fr-CH/dashboard').then((module) => module.DASHBOARD_FR_CH),
});
