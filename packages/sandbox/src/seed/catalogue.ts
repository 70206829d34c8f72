/**
 * The demo software every seeded repository draws from: what packages exist (seeded by the
 * packages seed) and what devices run (seeded by the devices seed). One list, so installed
 * packages always name packages that exist, and updates have somewhere to go.
 *
 * Versions are oldest first; the last one is the newest. Devices start on an older version
 * so the update flows have something to do.
 */
export interface CataloguePackage {
  name: string;
  /** The component it installs to; the first decides the package type (SPEC §3). */
  hardwareIds: readonly string[];
  versions: readonly string[];
  targetFormat: 'BINARY' | 'OSTREE';
  /** The package source: 'targets.json' for the user's own, or a built-in delegation. */
  packageSource: string;
}

/** The hardware a demo device is built from: board, bootloader, application runtime, MCU. */
export interface DemoHardware {
  productName: string;
  productFamily: string;
  /** Component hardware ids; the first is the primary (the board). */
  hardwareIds: readonly string[];
}

export const DEMO_HARDWARE: readonly DemoHardware[] = [
  {
    productName: 'Verdin iMX8M Plus Quad 4GB WB IT',
    productFamily: 'Verdin',
    hardwareIds: ['verdin-imx8mp', 'verdin-imx8mp-bootloader', 'docker-compose', 'mcu-m7'],
  },
  {
    productName: 'Colibri iMX8X Quad 2GB WB IT',
    productFamily: 'Colibri',
    hardwareIds: ['colibri-imx8x', 'colibri-imx8x-bootloader', 'docker-compose'],
  },
  {
    productName: 'Apalis iMX8 QuadMax 4GB WB IT',
    productFamily: 'Apalis',
    hardwareIds: ['apalis-imx8', 'apalis-imx8-bootloader', 'docker-compose'],
  },
];

export const DEMO_CATALOGUE: readonly CataloguePackage[] = [
  // Operating systems (one per board).
  {
    name: 'torizon-os-verdin-imx8mp',
    hardwareIds: ['verdin-imx8mp'],
    versions: ['6.8.2', '7.0.0', '7.1.0'],
    targetFormat: 'OSTREE',
    packageSource: 'targets.json',
  },
  {
    name: 'torizon-os-colibri-imx8x',
    hardwareIds: ['colibri-imx8x'],
    versions: ['6.8.2', '7.1.0'],
    targetFormat: 'OSTREE',
    packageSource: 'targets.json',
  },
  {
    name: 'torizon-os-apalis-imx8',
    hardwareIds: ['apalis-imx8'],
    versions: ['6.8.2', '7.1.0'],
    targetFormat: 'OSTREE',
    packageSource: 'tdx-quarterly',
  },
  // Bootloaders.
  {
    name: 'u-boot-verdin-imx8mp',
    hardwareIds: ['verdin-imx8mp-bootloader'],
    versions: ['2024.04.1', '2024.07.0'],
    targetFormat: 'BINARY',
    packageSource: 'targets.json',
  },
  {
    name: 'u-boot-colibri-imx8x',
    hardwareIds: ['colibri-imx8x-bootloader'],
    versions: ['2024.04.1'],
    targetFormat: 'BINARY',
    packageSource: 'tdx-bootloader',
  },
  {
    name: 'u-boot-apalis-imx8',
    hardwareIds: ['apalis-imx8-bootloader'],
    versions: ['2024.04.1'],
    targetFormat: 'BINARY',
    packageSource: 'tdx-bootloader',
  },
  // Applications.
  {
    name: 'sensor-gateway',
    hardwareIds: ['docker-compose'],
    versions: ['1.0.0', '1.1.0', '1.2.0'],
    targetFormat: 'BINARY',
    packageSource: 'targets.json',
  },
  {
    name: 'kiosk-dashboard',
    hardwareIds: ['docker-compose'],
    versions: ['2.3.0', '2.4.1'],
    targetFormat: 'BINARY',
    packageSource: 'targets.json',
  },
  {
    name: 'weston-demo',
    hardwareIds: ['docker-compose'],
    versions: ['4.0.0'],
    targetFormat: 'BINARY',
    packageSource: 'tdx-containers',
  },
  // Subsystems.
  {
    name: 'mcu-firmware',
    hardwareIds: ['mcu-m7'],
    versions: ['3.1.0', '3.2.0'],
    targetFormat: 'BINARY',
    packageSource: 'targets.json',
  },
];
