// The texts of the support page (/debug), under `console.debug.`; same rules as
// ../console-messages.ts. A module showing one imports this module, which adds them to the
// console catalogue when it loads: they come with the screens' code, not with the start.
import { addConsoleTexts } from '../console-messages';

export const DEBUG_EN_US = {
  'console.debug.title': 'Support information',
  'console.debug.intro':
    'What support asks for first. Nothing here is secret: copy it into a support request as it is.',
  'console.debug.unknown': 'Unknown',
  'console.debug.none': 'None',

  // This build and its configuration.
  'console.debug.build': 'Version and build',
  'console.debug.version': 'Version',
  'console.debug.commit': 'Commit',
  'console.debug.builtAt': 'Built',
  'console.debug.language': 'Language',
  'console.debug.browser': 'Browser',
  'console.debug.config': 'Runtime configuration',

  // The signed-in user.
  'console.debug.session': 'Signed-in user',
  'console.debug.signedOut': 'Nobody is signed in on this page.',
  'console.debug.sessionFailed': 'Part of the session could not be loaded: {reason}',
  'console.debug.user': 'User',
  'console.debug.userId': 'User id',
  'console.debug.roles': 'Roles',
  'console.debug.userTypes': 'User types',
  'console.debug.repository': 'Active repository',
  'console.debug.tokenExpiry': 'Access token',
  'console.debug.tokenExpires': 'Expires {when}',
  'console.debug.tokenExpired': 'Expired {when}',
  'console.debug.rights': 'Rights',

  // Feature flags.
  'console.debug.features': 'Feature flags',
  'console.debug.featureId': 'Feature',
  'console.debug.featureStatus': 'Status',
  'console.debug.featureEnabled': 'For this user',
  'console.debug.on': 'On',
  'console.debug.off': 'Off',
  'console.debug.overridden': 'set by an admin',

  // The live channel.
  'console.debug.live': 'Live updates',
  'console.debug.live.state': 'Connection',
  'console.debug.live.none': 'Not open',
  'console.debug.live.connecting': 'Connecting',
  'console.debug.live.authenticating': 'Signing in',
  'console.debug.live.authenticated': 'Connected',
  'console.debug.live.closed': 'Closed, reconnecting',
  'console.debug.live.events': 'Last live events',
  'console.debug.live.noEvents': 'No live events since this page opened.',
  'console.debug.at': 'When',
  'console.debug.eventType': 'Event',
  'console.debug.device': 'Device',

  // Recent API failures.
  'console.debug.failures': 'Recent API failures',
  'console.debug.noFailures': 'No API call has failed since this page opened.',
  'console.debug.call': 'Call',
  'console.debug.status': 'Status',
  'console.debug.unreachable': 'Server not reached',
  'console.debug.message': 'Message',
  'console.debug.clearFailures': 'Clear the list',
} as const;

addConsoleTexts(DEBUG_EN_US, {
  'fr-CH': () => import('./fr-CH/debug').then((module) => module.DEBUG_FR_CH),
});
