import type { Stores } from '../store/index.js';
import type { PendingProvisionCode } from '../store/provisioning.js';
import { DEMO_HARDWARE } from './catalogue.js';

/**
 * Codes that imaginary devices show on their screens, waiting to be paired (SPEC §2
 * /devices/pair). Each can be claimed once, into any repository; the device then
 * provisions itself there. `EXP-1RD` has expired, to show that answer.
 */
export const DEMO_PROVISION_CODES: readonly string[] = [
  'K7Q-2MX',
  'R4T-9WP',
  'H2N-5BC',
  'M8D-3LZ',
  'V6X-1QF',
  'B9S-7KJ',
  'T3G-8YN',
  'W5E-4HA',
  'C1U-6RD',
  'P7L-2VM',
  'D4F-8QS',
  'G6J-3TW',
];
export const EXPIRED_PROVISION_CODE = 'EXP-1RD';

/** The device behind a demo code, cycling through the demo hardware. */
export function demoPendingCode(
  code: string,
  index: number,
  expiresAt: string | null = null,
): PendingProvisionCode {
  const hardware = DEMO_HARDWARE[index % DEMO_HARDWARE.length] ?? DEMO_HARDWARE[0];
  const board = hardware?.hardwareIds[0] ?? 'device';
  return {
    code,
    deviceId: `${board}-${90_000_000 + index}`,
    productName: hardware?.productName ?? null,
    productFamily: hardware?.productFamily ?? null,
    hardwareIds: [...(hardware?.hardwareIds ?? [board])],
    expiresAt,
  };
}

/** Adds the demo codes that are missing; claimed ones stay claimed. */
export async function seedProvisionCodes(stores: Stores): Promise<void> {
  for (const [index, code] of DEMO_PROVISION_CODES.entries())
    await stores.provisioning.addPendingCode(demoPendingCode(code, index));
  await stores.provisioning.addPendingCode(
    demoPendingCode(
      EXPIRED_PROVISION_CODE,
      DEMO_PROVISION_CODES.length,
      '2025-01-01T00:00:00.000Z',
    ),
  );
}
