/** Packs the package in `packageDir` into `destination` (see pack-package.mjs); the tarball's path. */
export declare function packPackage(packageDir: string, destination: string): string;
