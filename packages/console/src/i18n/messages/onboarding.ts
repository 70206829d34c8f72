// The texts of onboarding (/onboarding/{step}), under `console.onboarding.`; same rules as ../console-messages.ts. A module
// showing one imports this module, which adds them to the console catalogue when it loads:
// they come with the screens' code, not with the start.
import { addConsoleTexts } from '../console-messages';

export const ONBOARDING_EN_US = {
  'console.onboarding.title': 'Get started with Fleet Console',
  'console.onboarding.steps': 'Onboarding steps',
  'console.onboarding.stepOf': 'Step {current} of {total}',
  'console.onboarding.step.welcome': 'Welcome',
  'console.onboarding.step.pair': 'Pair your first device',
  'console.onboarding.step.install': 'Install a package',
  'console.onboarding.step.done': 'Done',
  'console.onboarding.welcome.heading': 'Welcome to Fleet Console',
  'console.onboarding.welcome.text':
    'Manage your embedded Linux devices over the air: pair devices, group them in fleets and install software packages on them.',
  'console.onboarding.pair.heading': 'Pair your first device',
  'console.onboarding.pair.text':
    'Start your device with the provisioning code shown on the pairing page; it appears in your device list once it connects.',
  'console.onboarding.pair.none': 'No device paired yet.',
  'console.onboarding.pair.some': 'Devices paired so far: {count}.',
  'console.onboarding.pair.countFailed': 'Your devices could not be counted: {reason}',
  'console.onboarding.pair.action': 'Open the pairing page',
  'console.onboarding.install.heading': 'Install a package',
  'console.onboarding.install.text':
    'Choose a package version and install it on a device or a whole fleet. The device reports its progress live.',
  'console.onboarding.install.action': 'Browse packages',
  'console.onboarding.done.heading': 'You are all set',
  'console.onboarding.done.text': 'You can come back to these steps at any time from /onboarding.',
  'console.onboarding.back': 'Back',
  'console.onboarding.next': 'Next',
  'console.onboarding.skip': 'Skip for now',
  'console.onboarding.finish': 'Go to the dashboard',
} as const;

addConsoleTexts(ONBOARDING_EN_US, {
  'fr-CH': () => import('./fr-CH/onboarding').then((module) => module.ONBOARDING_FR_CH),
});
