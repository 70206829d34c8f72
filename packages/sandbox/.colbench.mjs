import Libsql from 'libsql';
import { randomUUID } from 'node:crypto';
const raw = new Libsql(':memory:');
const N = 50000;
for (const ncols of [3, 6, 13]) {
  const rows = Array.from({ length: N }, (_, i) => Array.from({ length: ncols }, (_, k) => k === 0 ? randomUUID() : 'value-' + k + '-' + i));
  const cols = Array.from({length: ncols}, (_, k) => `value->>${k}`).join(',');
  raw.exec('DROP TABLE IF EXISTS t'); raw.exec(`CREATE TABLE t (${Array.from({length: ncols}, (_, k) => 'c' + k).join(',')})`);
  let c0 = process.cpuUsage();
  raw.transaction(() => { for (let s = 0; s < N; s += 1000) raw.prepare(`INSERT INTO t SELECT ${cols} FROM json_each(?)`).run(JSON.stringify(rows.slice(s, s + 1000))); })();
  let c = process.cpuUsage(c0); console.log(ncols, 'cols json', (c.user + c.system) / 1000);
  raw.exec('DELETE FROM t');
  const st = raw.prepare(`INSERT INTO t VALUES (${Array(ncols).fill('?').join(',')})`);
  c0 = process.cpuUsage();
  raw.transaction(() => { for (const r of rows) st.run(...r); })();
  c = process.cpuUsage(c0); console.log(ncols, 'cols prepared', (c.user + c.system) / 1000);
  raw.exec('DELETE FROM t');
  c0 = process.cpuUsage();
  raw.transaction(() => { for (let s = 0; s < N; s += 1000) raw.prepare(`INSERT INTO t SELECT ${Array.from({length: ncols}, (_, k) => `json_extract(value, '$[${k}]')`).join(',')} FROM json_each(?)`).run(JSON.stringify(rows.slice(s, s + 1000))); })();
  c = process.cpuUsage(c0); console.log(ncols, 'cols json_extract', (c.user + c.system) / 1000);
}
