import { moderationQueuePageSchema, moderationQueueQuerySchema } from '../../admin/listings';
import { defineRoute, json } from '../contract';

export const adminModerationQueueRoute = defineRoute({
  id: 'AdminModerationQueue',
  method: 'GET',
  path: '/api/admin/moderation',
  auth: 'admin',
  account: 'enabled',
  query: moderationQueueQuerySchema,
  response: json(moderationQueuePageSchema),
  description: 'The moderation queue: listings waiting for review, longest waiting first.',
});
