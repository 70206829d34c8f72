// The texts of the account screens (/account/...), under `console.account.`; same rules as
// ../console-messages.ts. A module showing one imports this module, which adds them to the
// console catalogue when it loads: they come with the screens' code, not with the start.
import { addConsoleTexts } from '../console-messages';

export const ACCOUNT_EN_US = {
  // The account's tab list (/account/{tab}).
  'console.account.tabs': 'Account',
  'console.account.signedInAs': 'Signed in as {name} ({email})',
  'console.account.notPermitted': 'You do not have permission to use this part of your account.',

  // The information tab (SPEC §3 User, the account tier and the trial offer).
  'console.account.information.title': 'Information',
  'console.account.information.name': 'Name',
  'console.account.information.email': 'Email',
  'console.account.information.emailStatus': 'Email address',
  'console.account.information.emailVerified': 'Confirmed',
  'console.account.information.emailUnverified': 'Not confirmed',
  'console.account.information.roles': 'Roles',
  'console.account.information.noRoles': 'None',
  'console.account.information.tier': 'Account tier',
  'console.account.information.loading': 'Loading your account…',
  'console.account.information.loadFailed': 'Your account could not be loaded: {reason}',

  // Product feedback (POST user-feedback).
  'console.account.feedback.title': 'Send feedback',
  'console.account.feedback.hint': 'Tell us what works well and what could be better.',
  'console.account.feedback.message': 'Your feedback',
  'console.account.feedback.send': 'Send feedback',
  'console.account.feedback.sending': 'Sending…',
  'console.account.feedback.sent': 'Thank you, your feedback was sent.',
  'console.account.feedback.failed': 'Your feedback could not be sent: {reason}',

  // API clients (SPEC §3 API client).
  'console.account.apiClients.title': 'API clients',
  'console.account.apiClients.hint':
    'Scripts and CI jobs sign in with an API client (client credentials).',
  'console.account.apiClients.create': 'Create API client',
  'console.account.apiClients.table': 'API clients',
  'console.account.apiClients.name': 'Name',
  'console.account.apiClients.type': 'Type',
  'console.account.apiClients.description': 'Description',
  'console.account.apiClients.lifetime': 'Access token lifetime (seconds)',
  'console.account.apiClients.lifetimeHint': 'Leave empty for the server’s default.',
  'console.account.apiClients.lifetimeInvalid':
    'The access token lifetime must be a whole number of seconds.',
  'console.account.apiClients.lifetimeDefault': 'Default',
  'console.account.apiClients.actions': 'Actions',
  'console.account.apiClients.none': 'You have no API clients yet.',
  'console.account.apiClients.loadFailed': 'Your API clients could not be loaded: {reason}',
  'console.account.apiClients.type.provision': 'provision',
  'console.account.apiClients.type.api-v2': 'api-v2 (beta)',
  'console.account.apiClients.type.api-minimal': 'api-minimal',
  'console.account.apiClients.createTitle': 'Create an API client',
  'console.account.apiClients.editTitle': 'Edit API client {name}',
  'console.account.apiClients.save': 'Save',
  'console.account.apiClients.created': 'API client {name} created.',
  'console.account.apiClients.createFailed': 'The API client could not be created: {reason}',
  'console.account.apiClients.updated': 'API client {name} saved.',
  'console.account.apiClients.updateFailed': 'The API client {name} could not be saved: {reason}',
  'console.account.apiClients.edit': 'Edit',
  'console.account.apiClients.editNamed': 'Edit API client {name}',
  'console.account.apiClients.delete': 'Delete',
  'console.account.apiClients.deleteNamed': 'Delete API client {name}',
  'console.account.apiClients.deleteTitle': 'Delete the API client {name}?',
  'console.account.apiClients.deleteMessage':
    'Scripts that sign in with it stop working; its tokens are no longer accepted.',
  'console.account.apiClients.deleted': 'API client {name} deleted.',
  'console.account.apiClients.deleteFailed': 'The API client {name} could not be deleted: {reason}',
  'console.account.apiClients.secretTitle': 'The secret of {name}',
  'console.account.apiClients.secretOnce':
    'Copy the client secret now: it is shown this once and cannot be read again.',
  'console.account.apiClients.clientId': 'Client id',
  'console.account.apiClients.secret': 'Client secret',
  'console.account.apiClients.copy': 'Copy the secret',
  'console.account.apiClients.copied': 'The client secret was copied.',
  'console.account.apiClients.copyFailed': 'The client secret could not be copied: {reason}',
  'console.account.apiClients.done': 'Done',

  // Account keys (credentials.zip and key rotation).
  'console.account.keys.title': 'Keys',
  'console.account.keys.credentials': 'Credentials',
  'console.account.keys.credentialsHint':
    'credentials.zip holds what the command-line tools need to sign in and push packages.',
  'console.account.keys.download': 'Download credentials.zip',
  'console.account.keys.downloading': 'Downloading…',
  'console.account.keys.downloaded': 'credentials.zip downloaded.',
  'console.account.keys.downloadFailed': 'credentials.zip could not be downloaded: {reason}',
  'console.account.keys.rotation': 'Key rotation',
  'console.account.keys.provision': 'Provisioning key',
  'console.account.keys.provisionHint':
    'Devices are provisioned with it. Credentials downloaded before stop provisioning devices.',
  'console.account.keys.garageTools': 'Garage-tools key',
  'console.account.keys.garageToolsHint':
    'The command-line tools sign in with it. Credentials downloaded before stop working.',
  'console.account.keys.root': 'Repository root key',
  'console.account.keys.rootHint': 'The root of trust of the active repository’s packages.',
  'console.account.keys.rotate': 'Rotate',
  'console.account.keys.rotateNamed': 'Rotate the {key}',
  'console.account.keys.rotating': 'Rotating…',
  'console.account.keys.rotateTitle': 'Rotate the {key}?',
  'console.account.keys.rotateMessage':
    'A new key replaces it. Download credentials.zip again afterwards.',
  'console.account.keys.rotated': 'The {key} was rotated.',
  'console.account.keys.rotateFailed': 'The {key} could not be rotated: {reason}',

  // Repository user management (SPEC §2, §6 repository users).
  'console.account.repository.title': 'Repository users',
  'console.account.repository.hint':
    'Guests of {name} work in it with the rights of their guest profile.',
  'console.account.repository.hintNew':
    'Share your repository: adding the first user creates the shared repository.',
  'console.account.repository.table': 'Users of {name}',
  'console.account.repository.email': 'Email',
  'console.account.repository.profile': 'Guest profile',
  'console.account.repository.profileOf': 'Guest profile of {email}',
  'console.account.repository.chooseProfile': 'Choose a guest profile',
  'console.account.repository.actions': 'Actions',
  'console.account.repository.none': 'No one else works in this repository yet.',
  'console.account.repository.loadFailed': 'The repository users could not be loaded: {reason}',
  'console.account.repository.sharingForbidden': 'Sharing a repository needs a Commercial account.',
  'console.account.repository.addTitle': 'Add a user',
  'console.account.repository.newName': 'Name of the shared repository',
  'console.account.repository.add': 'Add user',
  'console.account.repository.added': '{email} was added as {profile}.',
  'console.account.repository.addFailed': '{email} could not be added: {reason}',
  'console.account.repository.changed': '{email} is now {profile}.',
  'console.account.repository.changeFailed':
    'The guest profile of {email} could not be changed: {reason}',
  'console.account.repository.remove': 'Remove',
  'console.account.repository.removeNamed': 'Remove {email}',
  'console.account.repository.removeTitle': 'Remove {email}?',
  'console.account.repository.removeMessage': 'They can no longer work in {name}.',
  'console.account.repository.removed': '{email} was removed.',
  'console.account.repository.removeFailed': '{email} could not be removed: {reason}',
} as const;

addConsoleTexts(ACCOUNT_EN_US, {
  'fr-CH': () => import('./fr-CH/account').then((module) => module.ACCOUNT_FR_CH),
});
