import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { SandboxContext } from '../context.js';
import type { ApiEnv } from '../http/env.js';
import { optionalString, requireObject, requireText } from './request-body.js';

/** A feedback message: a message that is not blank, and the console route it came from. */
function parseFeedback(body: unknown) {
  const fields = requireObject(body);
  return { message: requireText(fields, 'message'), page: optionalString(fields, 'page') ?? null };
}

/** SPEC §7 POST /api/accounts/user-feedback: stored for the product team; nothing reads it back. */
export function feedbackRoutes({ stores }: SandboxContext) {
  return new Hono<ApiEnv>().post('/', validator('json', parseFeedback), async (c) => {
    const { user, repository } = c.var.principal;
    await stores.feedback.add({
      userId: user.id,
      repositoryId: repository.id,
      ...c.req.valid('json'),
    });
    return c.body(null, 204);
  });
}
