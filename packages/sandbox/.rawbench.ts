import { openDatabase } from './src/db/database.ts';
import { migrate } from './src/db/migrate.ts';
import { createSqlStores } from './src/store/index.ts';
import { seedDemoAccounts } from './src/seed/demo-accounts.ts';
import { seedGuestProfiles } from './src/seed/guest-profiles.ts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
const dir = mkdtempSync('/tmp/seedbench-');
const db = openDatabase(dir); migrate(db);
const stores = createSqlStores(db);
await seedGuestProfiles(stores.guestProfiles);
await seedDemoAccounts(stores);
const dev = await stores.users.findByEmail('dev@example.com');
const repo = (await stores.repositories.personalOf(dev!.id))!.id;
for (const x of (process.argv[3] ?? '').split(',').filter(Boolean)) db.exec(x);
const N = Number(process.argv[2] ?? 20000);
const rows = Array.from({ length: N }, (_, i) => [randomUUID(), 'dev-' + i, 'name ' + i, null, 'UpToDate', 0, new Date().toISOString(), new Date().toISOString(), null, null, 'p', 'f', 't', '["a"]', null, null, null]);
let t = Date.now();
db.transaction(() => {
  for (let s = 0; s < N; s += 1000)
    db.run(`INSERT INTO devices (uuid, repository_id, device_id, name, notes, status,
    hibernated, last_seen, created_at, activated_at, last_updated, product_name, product_family,
    tag_name, hardware_ids, local_ipv4, hostname, mac_address)
  SELECT value->>0, ?, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6,
    value->>7, value->>8, value->>9, value->>10, value->>11, value->>12, value->>13, value->>14,
    value->>15, value->>16
  FROM json_each(?)`, [repo, JSON.stringify(rows.slice(s, s + 1000))]);
});
console.log(process.argv[3] ?? '', 'devices', N, Date.now() - t);
db.close(); rmSync(dir, { recursive: true });
