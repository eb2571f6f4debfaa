import { dealerPageRoute } from '#shared/api/routes/dealer-page';
import { getDealerPage } from '../account/dealer/dealer-page';
import { stageDealerDeps } from '../account/dealer/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/dealers/{slug}: a trade dealer's public page (decision 069). */
export const handler = createHttpHandler(dealerPageRoute, async ({ path, log }) => ({
  body: await getDealerPage(stageDealerDeps(log), path.slug),
}));
