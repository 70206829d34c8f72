import { openDatabase } from './src/db/database.ts';
import { migrate } from './src/db/migrate.ts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
const dir = mkdtempSync('/tmp/seedbench-');
const db = openDatabase(dir); migrate(db);
db.exec("PRAGMA foreign_keys=OFF");
for (const x of (process.argv[4] ?? "").split(";").filter(Boolean)) db.exec(x);
const N = Number(process.argv[2] ?? 60000);
const B = Number(process.argv[3] ?? 3000);
const rows0 = Array.from({ length: N }, (_, i) => [randomUUID(), 'hw' + (i % 4), 'serial' + i, i % 4, 'pkg-1.0', 'pkg', '1.0', 'a'.repeat(64), 1234, '["hw"]', 'targets.json', new Date().toISOString()]);
const rows = process.argv[5] ? rows0.sort((a: any, b: any) => a[0] < b[0] ? -1 : 1) : rows0;
let t = Date.now();
db.transaction(() => {
  for (let s = 0; s < N; s += B)
    db.run(`INSERT INTO device_components (device_uuid, repository_id, hardware_id,
    serial, position, package_id, package_name, package_version, sha256, size,
    package_hardware_ids, package_source, installed_at)
  SELECT value->>0, ?, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6,
    value->>7, value->>8, value->>9, value->>10, value->>11
  FROM json_each(?)`, ['repo', JSON.stringify(rows.slice(s, s + B))]);
});
console.log('components', N, 'batch', B, Date.now() - t);
db.close(); rmSync(dir, { recursive: true });
