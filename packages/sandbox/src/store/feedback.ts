import { randomUUID } from 'node:crypto';
import type { SqlClient, SqlRow } from '../db/sql-client.js';
import { nowIso, optionalText, text } from './rows.js';

/** A message a user sent about the product (SPEC §7 user feedback). */
export interface Feedback {
  id: string;
  userId: string;
  /** The internal id of the repository the user worked in. */
  repositoryId: string | null;
  message: string;
  /** The console route it was sent from. */
  page: string | null;
  createdAt: string;
}

export interface FeedbackStore {
  add(feedback: Omit<Feedback, 'id' | 'createdAt'>): Promise<Feedback>;
  /** The user's feedback, oldest first (for support staff and tests; no API lists it). */
  listByUser(userId: string): Promise<Feedback[]>;
}

function toFeedback(row: SqlRow): Feedback {
  return {
    id: text(row, 'id'),
    userId: text(row, 'user_id'),
    repositoryId: optionalText(row, 'repository_id'),
    message: text(row, 'message'),
    page: optionalText(row, 'page'),
    createdAt: text(row, 'created_at'),
  };
}

export function createSqlFeedbackStore(db: SqlClient): FeedbackStore {
  return {
    async add(feedback) {
      const id = randomUUID();
      await db.run(
        `INSERT INTO user_feedback (id, user_id, repository_id, message, page, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [id, feedback.userId, feedback.repositoryId, feedback.message, feedback.page, nowIso()],
      );
      const row = await db.get('SELECT * FROM user_feedback WHERE id = ?', [id]);
      if (!row) throw new Error(`Feedback ${id} vanished after insert`);
      return toFeedback(row);
    },

    async listByUser(userId) {
      return (
        await db.all('SELECT * FROM user_feedback WHERE user_id = ? ORDER BY created_at, id', [
          userId,
        ])
      ).map(toFeedback);
    },
  };
}
