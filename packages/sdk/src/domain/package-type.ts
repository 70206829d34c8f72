// SPEC §3 "Package type is classified by hardware id": the hardware id a package targets
// says what it is, because Torizon gives each kind of component its own kind of id.

export const PACKAGE_TYPES = ['os', 'application', 'bootloader', 'subsystem'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** The hardware id of the application component (Torizon's docker-compose packages). */
export const APPLICATION_HARDWARE_ID = 'docker-compose';

/**
 * Board hardware ids whose packages are operating systems: the Toradex module families
 * (apalis, colibri, verdin, aquila) plus the community boards Torizon OS runs on. An id not
 * listed here is a subsystem, even inside a known family (for example a co-processor).
 */
export const SUPPORTED_BOARDS: readonly string[] = [
  // Apalis
  'apalis-imx6',
  'apalis-imx8',
  'apalis-imx8x',
  'apalis-t30',
  'apalis-tk1',
  // Colibri
  'colibri-imx6',
  'colibri-imx6ull',
  'colibri-imx6ull-emmc',
  'colibri-imx7',
  'colibri-imx7-emmc',
  'colibri-imx8x',
  'colibri-t20',
  'colibri-t30',
  'colibri-vf',
  // Verdin
  'verdin-am62',
  'verdin-am62p',
  'verdin-imx8mm',
  'verdin-imx8mp',
  'verdin-imx95',
  // Aquila
  'aquila-am69',
  'aquila-imx95',
  // Community and emulated boards
  'raspberrypi3-64',
  'raspberrypi4-64',
  'raspberrypi5',
  'genericx86-64',
  'intel-corei7-64',
  'qemuarm64',
  'qemux86-64',
];

const BOARDS = new Set(SUPPORTED_BOARDS);

export function isSupportedBoard(hardwareId: string): boolean {
  return BOARDS.has(hardwareId.toLowerCase());
}

/** Bootloader first, so 'verdin-imx8mp-bootloader' is not mistaken for its board. */
export function packageTypeOf(hardwareId: string): PackageType {
  const id = hardwareId.toLowerCase();
  if (id.endsWith('bootloader')) return 'bootloader';
  if (BOARDS.has(id)) return 'os';
  if (id === APPLICATION_HARDWARE_ID) return 'application';
  return 'subsystem';
}

/** A package's type comes from the first hardware id it targets; none means subsystem. */
export function packageTypeOfHardwareIds(hardwareIds: readonly string[]): PackageType {
  const first = hardwareIds[0];
  return first === undefined ? 'subsystem' : packageTypeOf(first);
}
