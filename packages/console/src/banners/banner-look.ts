// How a banner looks (SPEC §3 Banner type and variant): its own variant when it names one of
// the theme's eight, else one that matches its type, so an error banner reads as an error.
import type { Variant } from '@fleet/elements';
import type { Banner } from '@fleet/sdk';

// Kept here (type-checked complete against the elements' Variant) so this rule and the
// banner styles load without the elements' components.
const IS_VARIANT = {
  primary: true,
  secondary: true,
  tertiary: true,
  positive: true,
  negative: true,
  info: true,
  warning: true,
  default: true,
} as const satisfies Record<Variant, true>;

export const BANNER_VARIANTS = Object.keys(IS_VARIANT) as Variant[];

const BY_TYPE: Readonly<Record<Banner['type'], Variant>> = {
  announcement: 'info',
  feature: 'primary',
  update: 'info',
  error: 'negative',
  success: 'positive',
  warning: 'warning',
  generic: 'default',
};

export function bannerVariant(banner: Pick<Banner, 'type' | 'variant'>): Variant {
  const own = banner.variant;
  if (own !== undefined && Object.hasOwn(IS_VARIANT, own)) return own as Variant;
  return BY_TYPE[banner.type] ?? 'default';
}
