import { boostPageRoute } from '#shared/api/routes/boost-page';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';
import { readBoostPage } from '../payment/boost-page';

/** GET /api/me/listings/{id}/boost: the seller's own listing and the boosts running on it. */
export const handler = createHttpHandler(boostPageRoute, async ({ auth, path }) => ({
  body: await readBoostPage({ db: stageDb() }, auth.userId, path.id),
  headers: { 'cache-control': 'private, no-store' },
}));
