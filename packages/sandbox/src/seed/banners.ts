import type { components } from '@fleet/sdk';

type Banner = components['schemas']['Banner'];

const DAY_MS = 86_400_000;
const at = (now: Date, days: number): string =>
  new Date(now.getTime() + days * DAY_MS).toISOString();

/**
 * The sample banners of /banners.yaml (SPEC §3 Banner, §4 Banners): one of each kind the
 * console treats differently — types, containers (one becomes a notification), an expired
 * one, and ones targeted at guests of a repository and at standard users. Dates are around
 * `now` (the sandbox's start), so the live ones show and the expired one never does.
 */
export function demoBanners(now: Date): Banner[] {
  return [
    {
      id: 'sandbox-welcome',
      type: 'announcement',
      variant: 'info',
      icon: 'megaphone',
      startDate: at(now, -7),
      endDate: at(now, 365),
      priority: 10,
      container: 'dashboard',
      dismissible: true,
      title: 'Welcome to the Fleet Console sandbox',
      message: 'Everything here runs on your machine: devices, packages and updates are simulated.',
      actions: [
        { label: 'Browse packages', route: '/packages', variant: 'primary', dismissOnClick: false },
      ],
    },
    {
      id: 'feature-offline-updates',
      type: 'feature',
      variant: 'positive',
      icon: 'package',
      startDate: at(now, -3),
      endDate: at(now, 180),
      priority: 5,
      container: 'dashboard',
      dismissible: true,
      title: 'Offline Updates',
      message: 'Bundle packages into a lockbox and install them on devices without a connection.',
      actions: [
        {
          label: 'Create a lockbox',
          route: '/lockboxes/create',
          variant: 'secondary',
          dismissOnClick: true,
        },
      ],
    },
    {
      id: 'update-torizon-os-7-1',
      type: 'update',
      variant: 'info',
      icon: 'download',
      startDate: at(now, -1),
      endDate: at(now, 90),
      priority: 7,
      container: 'packages',
      dismissible: true,
      title: 'Torizon OS 7.1.0 is available',
      message: 'The new quarterly release is in your package sources.',
      actions: [
        {
          label: 'Release notes',
          url: 'https://developer.toradex.com/torizon/',
          target: '_blank',
          variant: 'tertiary',
          dismissOnClick: false,
        },
      ],
    },
    {
      id: 'maintenance-window',
      type: 'warning',
      variant: 'warning',
      icon: 'alert-triangle',
      startDate: at(now, -1),
      endDate: at(now, 30),
      priority: 20,
      container: 'global',
      dismissible: false,
      title: 'Scheduled maintenance',
      message:
        'The sandbox may restart during the weekly maintenance window on Sunday at 02:00 UTC.',
    },
    {
      id: 'notification-new-sources',
      type: 'generic',
      variant: 'info',
      icon: 'bell',
      startDate: at(now, -2),
      endDate: at(now, 60),
      container: 'notification',
      dismissible: true,
      title: 'New package sources',
      message: 'The Toradex LTS and Quarterly channels are now available as package sources.',
      actions: [{ label: 'View sources', route: '/packages/sources/list', dismissOnClick: true }],
    },
    {
      id: 'holiday-support-hours',
      type: 'announcement',
      variant: 'info',
      startDate: at(now, -90),
      endDate: at(now, -30),
      container: 'dashboard',
      dismissible: true,
      title: 'Holiday support hours',
      message: 'This banner has expired: the console never shows it.',
    },
    {
      id: 'guest-read-only',
      type: 'generic',
      variant: 'info',
      icon: 'users',
      startDate: at(now, -7),
      endDate: at(now, 365),
      container: 'dashboard',
      dismissible: true,
      title: 'You are a guest in this repository',
      message: 'What you may change depends on the profile the owner gave you.',
      targeting: { userTypes: ['repo-guest'] },
    },
    {
      id: 'trial-offer',
      type: 'feature',
      variant: 'primary',
      icon: 'rocket',
      startDate: at(now, -7),
      endDate: at(now, 365),
      priority: 15,
      container: 'dashboard',
      dismissible: true,
      title: 'Try Commercial for 30 days',
      message: 'Up to 50 devices, no card needed.',
      actions: [
        {
          label: 'Start Free Trial',
          handler: 'startFreeTrial',
          variant: 'primary',
          dismissOnClick: true,
        },
      ],
      targeting: { userTypes: ['standard'] },
    },
  ];
}
