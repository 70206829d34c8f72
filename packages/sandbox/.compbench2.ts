import { openDatabase } from './src/db/database.ts';
import { migrate } from './src/db/migrate.ts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
const dir = mkdtempSync('/tmp/seedbench-');
const db = openDatabase(dir); migrate(db);
db.exec("PRAGMA foreign_keys=OFF");
const N = Number(process.argv[2] ?? 60000);
const B = Number(process.argv[3] ?? 500);
const rows = Array.from({ length: N }, (_, i) => [randomUUID(), 'repo', 'hw' + (i % 4), 'serial' + i, i % 4, 'pkg-1.0', 'pkg', '1.0', 'a'.repeat(64), 1234, '["hw"]', 'targets.json', new Date().toISOString()]);
let t = Date.now();
db.transaction(() => {
  for (let s = 0; s < N; s += B) {
    const batch = rows.slice(s, s + B);
    db.run(`INSERT INTO device_components (device_uuid, repository_id, hardware_id,
    serial, position, package_id, package_name, package_version, sha256, size,
    package_hardware_ids, package_source, installed_at) VALUES ${batch.map(() => '(?,?,?,?,?,?,?,?,?,?,?,?,?)').join(',')}`, batch.flat() as any);
  }
});
console.log('components VALUES', N, 'batch', B, Date.now() - t);
db.close(); rmSync(dir, { recursive: true });
