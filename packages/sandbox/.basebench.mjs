import Libsql from 'libsql';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
for (const f of ['/tmp/b2.db','/tmp/b2.db-wal','/tmp/b2.db-shm']) rmSync(f, { force: true });
const raw = new Libsql('/tmp/b2.db');
raw.pragma('journal_mode = WAL'); raw.pragma('synchronous = FULL');
const N = 20000;
const rows = Array.from({ length: N }, (_, i) => [randomUUID(), 'repo', 'hw' + (i % 4), 'serial' + i, i % 4, 'pkg-1.0', 'pkg', '1.0', 'a'.repeat(64), 1234, '["hw"]', 'targets.json', new Date().toISOString()]);
function go(label, ddl, ncols = 13) {
  raw.exec('DROP TABLE IF EXISTS t'); raw.exec(ddl);
  const t = Date.now();
  raw.transaction(() => {
    for (let s = 0; s < N; s += 1000)
      raw.prepare(`INSERT INTO t SELECT ${Array.from({length: ncols}, (_, k) => `value->>${k}`).join(',')} FROM json_each(?)`).run(JSON.stringify(rows.slice(s, s + 1000)));
  })();
  console.log(label, Date.now() - t);
}
go('plain 13 cols', 'CREATE TABLE t (a,b,c,d,e,f,g,h,i,j,k,l,m)');
go('without rowid pk', 'CREATE TABLE t (a TEXT,b,c TEXT,d,e,f,g,h,i,j,k,l,m, PRIMARY KEY (a, c)) WITHOUT ROWID');
go('rowid pk', 'CREATE TABLE t (a TEXT,b,c TEXT,d,e,f,g,h,i,j,k,l,m, PRIMARY KEY (a, c))');
const t = Date.now(); let x = 0; for (const r of rows) { const j = JSON.stringify(r); x += raw.prepare("SELECT ?->>0 AS v").get(j) ? 1 : 0; } console.log('20k json extract queries', Date.now() - t);
{
raw.exec('DROP TABLE IF EXISTS t'); raw.exec('CREATE TABLE t (a,b,c,d,e,f,g,h,i,j,k,l,m)');
let t = Date.now();
const st = raw.prepare('INSERT INTO t VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)');
raw.transaction(() => { for (const r of rows) st.run(...r); })();
console.log('prepared once 13 cols', Date.now() - t);
raw.exec('DROP TABLE IF EXISTS t'); raw.exec('CREATE TABLE t (a,b,c,d,e,f,g,h,i,j,k,l,m)');
t = Date.now();
raw.transaction(() => { for (let s = 0; s < N; s += 100) { const b = rows.slice(s, s+100); raw.prepare('INSERT INTO t VALUES ' + b.map(() => '(?,?,?,?,?,?,?,?,?,?,?,?,?)').join(',')).run(...b.flat()); } })();
console.log('multi VALUES 100', Date.now() - t);
raw.exec('DROP TABLE IF EXISTS t'); raw.exec('CREATE TABLE t (a,b,c,d,e,f,g,h,i,j,k,l,m)');
t = Date.now();
raw.transaction(() => { for (let s = 0; s < N; s += 1000) raw.prepare(`INSERT INTO t SELECT json_extract(value, '$[0]'),json_extract(value, '$[1]'),json_extract(value, '$[2]'),json_extract(value, '$[3]'),json_extract(value, '$[4]'),json_extract(value, '$[5]'),json_extract(value, '$[6]'),json_extract(value, '$[7]'),json_extract(value, '$[8]'),json_extract(value, '$[9]'),json_extract(value, '$[10]'),json_extract(value, '$[11]'),json_extract(value, '$[12]') FROM json_each(?)`).run(JSON.stringify(rows.slice(s, s + 1000))); })();
console.log('json_extract', Date.now() - t);
t = Date.now();
for (let i = 0; i < 20000; i++) raw.prepare('SELECT 1').get();
console.log('20k trivial prepare+get', Date.now() - t);
}
