// Stands in for `yaml` in the standalone scripts. Only the SDK's banner parser imports it
// (lazily), and no element reads banners; a classic script cannot load it lazily, so leaving
// it out saves every page ≈ 32 KB gzip.
export function parse() {
  throw new Error('The standalone widget scripts do not read banners.yaml.');
}
