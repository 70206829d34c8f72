import Libsql from 'libsql';
import { randomUUID } from 'node:crypto';
const raw = new Libsql(':memory:');
console.log(raw.prepare('select sqlite_version() v').get());
const N = 50000;
const rows = Array.from({ length: N }, (_, i) => [randomUUID(), 'repo', 'hw' + (i % 4), 'serial' + i, i % 4, 'pkg-1.0', 'pkg', '1.0', 'a'.repeat(64), 1234, '["hw"]', 'targets.json', new Date().toISOString()]);
const cols = Array.from({length: 13}, (_, k) => `value->>${k}`).join(',');
for (const [label, src] of [['json_each', 'json_each(?)'], ['json_each(jsonb)', 'json_each(jsonb(?))']]) {
  raw.exec('DROP TABLE IF EXISTS t'); raw.exec('CREATE TABLE t (a,b,c,d,e,f,g,h,i,j,k,l,m)');
  const c0 = process.cpuUsage();
  raw.transaction(() => { for (let s = 0; s < N; s += 1000) raw.prepare(`INSERT INTO t SELECT ${cols} FROM ${src}`).run(JSON.stringify(rows.slice(s, s + 1000))); })();
  const c = process.cpuUsage(c0); console.log(label, (c.user + c.system) / 1000, raw.prepare('select count(*) n, max(m) m from t').get());
}
{
  raw.exec('DROP TABLE IF EXISTS t'); raw.exec('CREATE TABLE t (a,b,c,d,e,f,g,h,i,j,k,l,m)');
  const c0 = process.cpuUsage();
  const st = raw.prepare('INSERT INTO t VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)');
  raw.transaction(() => { for (const r of rows) st.run(...r); })();
  const c = process.cpuUsage(c0); console.log('prepared once', (c.user + c.system) / 1000);
}
{
  raw.exec('DROP TABLE IF EXISTS t'); raw.exec('CREATE TABLE t (a,b,c,d,e,f,g,h,i,j,k,l,m)');
  const c0 = process.cpuUsage();
  raw.transaction(() => { for (let s = 0; s < N; s += 200) { const b = rows.slice(s, s+200); raw.prepare('INSERT INTO t VALUES ' + b.map(() => '(?,?,?,?,?,?,?,?,?,?,?,?,?)').join(',')).run(...b.flat()); } })();
  const c = process.cpuUsage(c0); console.log('multi VALUES 200', (c.user + c.system) / 1000);
}
