import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { integer, nowIso, optionalText, stringList, text } from './rows.js';

/** An SSH session to a device through the remote access server (SPEC §3 Remote access). */
export interface RemoteSession {
  id: string;
  /** The internal id of the device's repository. */
  repositoryId: string;
  deviceUuid: string;
  /** Who opened it. */
  userId: string;
  /** The OpenSSH public keys allowed to log in through it. */
  authorizedKeys: string[];
  /** The server port tunnelled to the device's SSH port. */
  reversePort: number;
  createdAt: string;
  expiresAt: string;
  closedAt: string | null;
}

export interface NewRemoteSession {
  repositoryId: string;
  deviceUuid: string;
  userId: string;
  authorizedKeys: string[];
  durationMs: number;
}

/**
 * Sessions are open from creation until closed or expired; `now` is passed in so expiry is
 * judged at the moment of the call. Ended sessions are kept as the device's history.
 */
export interface RemoteSessionStore {
  findOpen(repositoryId: string, deviceUuid: string, now: Date): Promise<RemoteSession | undefined>;
  /** Opens a session; undefined when the device has an open one already. */
  open(session: NewRemoteSession, now: Date): Promise<RemoteSession | undefined>;
  /** Closes the device's open session; false when there is none. */
  close(repositoryId: string, deviceUuid: string, now: Date): Promise<boolean>;
  /** The user's open sessions in a repository, newest first. */
  listOpenByUser(userId: string, repositoryId: string, now: Date): Promise<RemoteSession[]>;
  /** The device's most recent session, open or ended. */
  lastOfDevice(repositoryId: string, deviceUuid: string): Promise<RemoteSession | undefined>;
  /** The remote access server's SSH host key, made by `generate` the first time. */
  serverHostKey(generate: () => string): Promise<string>;
}

/** Reverse ports handed out to open sessions: the lowest free one from here. */
export const FIRST_REVERSE_PORT = 42_000;

function toRemoteSession(row: SqlRow): RemoteSession {
  return {
    id: text(row, 'id'),
    repositoryId: text(row, 'repository_id'),
    deviceUuid: text(row, 'device_uuid'),
    userId: text(row, 'user_id'),
    authorizedKeys: stringList(row, 'authorized_keys'),
    reversePort: integer(row, 'reverse_port'),
    createdAt: text(row, 'created_at'),
    expiresAt: text(row, 'expires_at'),
    closedAt: optionalText(row, 'closed_at'),
  };
}

/** ISO timestamps of one format compare as text, so "open" is a string comparison. */
const OPEN = 'closed_at IS NULL AND expires_at > ?';

export function createSqlRemoteSessionStore(db: SqlClient): RemoteSessionStore {
  const findOpen = async (q: SqlClient, repositoryId: string, deviceUuid: string, now: Date) => {
    const row = await q.get(
      `SELECT * FROM remote_access_sessions
       WHERE repository_id = ? AND device_uuid = ? AND ${OPEN}
       ORDER BY created_at DESC LIMIT 1`,
      [repositoryId, deviceUuid, now.toISOString()],
    );
    return row && toRemoteSession(row);
  };
  const freeReversePort = async (q: SqlClient, now: Date): Promise<number> => {
    const used = new Set(
      (
        await q.all(`SELECT reverse_port FROM remote_access_sessions WHERE ${OPEN}`, [
          now.toISOString(),
        ])
      ).map((row) => integer(row, 'reverse_port')),
    );
    let port = FIRST_REVERSE_PORT;
    while (used.has(port)) port++;
    return port;
  };

  return {
    async findOpen(repositoryId, deviceUuid, now) {
      return findOpen(db, repositoryId, deviceUuid, now);
    },

    async open(session, now) {
      return db.transaction(async (tx) => {
        if (await findOpen(tx, session.repositoryId, session.deviceUuid, now)) return undefined;
        const id = randomUUID();
        await tx.run(
          `INSERT INTO remote_access_sessions (id, repository_id, device_uuid, user_id,
             authorized_keys, reverse_port, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            session.repositoryId,
            session.deviceUuid,
            session.userId,
            JSON.stringify(session.authorizedKeys),
            await freeReversePort(tx, now),
            now.toISOString(),
            new Date(now.getTime() + session.durationMs).toISOString(),
          ],
        );
        return findOpen(tx, session.repositoryId, session.deviceUuid, now);
      });
    },

    async close(repositoryId, deviceUuid, now) {
      return (
        (
          await db.run(
            `UPDATE remote_access_sessions SET closed_at = ?
           WHERE repository_id = ? AND device_uuid = ? AND ${OPEN}`,
            [now.toISOString(), repositoryId, deviceUuid, now.toISOString()],
          )
        ).changes > 0
      );
    },

    async listOpenByUser(userId, repositoryId, now) {
      return (
        await db.all(
          `SELECT * FROM remote_access_sessions
           WHERE user_id = ? AND repository_id = ? AND ${OPEN} ORDER BY created_at DESC`,
          [userId, repositoryId, now.toISOString()],
        )
      ).map(toRemoteSession);
    },

    async lastOfDevice(repositoryId, deviceUuid) {
      const row = await db.get(
        `SELECT * FROM remote_access_sessions WHERE repository_id = ? AND device_uuid = ?
         ORDER BY created_at DESC LIMIT 1`,
        [repositoryId, deviceUuid],
      );
      return row && toRemoteSession(row);
    },

    async serverHostKey(generate) {
      const existing = await db.get(
        "SELECT public_key FROM remote_access_host_keys WHERE id = 'server'",
      );
      if (existing) return text(existing, 'public_key');
      await db.run(
        `INSERT INTO remote_access_host_keys (id, public_key, created_at) VALUES ('server', ?, ?)
         ON CONFLICT (id) DO NOTHING`,
        [generate(), nowIso()],
      );
      const row = await db.get(
        "SELECT public_key FROM remote_access_host_keys WHERE id = 'server'",
      );
      if (!row) throw new Error('The remote access host key vanished after insert');
      return text(row, 'public_key');
    },
  };
}
