/**
 * A closed-loop HTTP load over loopback, like autocannon: `connections` clients, each sending
 * its next request when the last is answered, for `seconds`. Keep-alive sockets, one per
 * client. Given several URLs, the requests take them in turn.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  /** Latencies in ms, sorted. */
  latencies: number[];
  seconds: number;
}

function get(url: URL, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function runLoad(
  url: string | readonly string[],
  headers: Record<string, string>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const targets = (typeof url === 'string' ? [url] : url).map((each) => new URL(each));
  let sent = 0;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async (): Promise<void> => {
    while (performance.now() < until) {
      const target = targets[sent++ % targets.length] as URL;
      const sentAt = performance.now();
      try {
        const status = await get(target, headers, agent);
        if (status !== 200) errors++;
        else latencies.push(performance.now() - sentAt);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, latencies, seconds: elapsed };
}

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
