import { adminModerationQueueRoute } from '#shared/api/routes/admin-moderation-queue';
import { moderationQueue } from '../listing/admin/moderation-queue';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/admin/moderation: listings waiting for review, longest waiting first. */
export const handler = createHttpHandler(adminModerationQueueRoute, async ({ query }) => ({
  body: await moderationQueue(stageDb(), query),
}));
