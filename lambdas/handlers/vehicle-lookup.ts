import { vehicleLookupRoute } from '#shared/api/routes/vehicle-lookup';
import { createHttpHandler } from '../http/create-handler';
import { lookUpRegistration } from '../vehicle/look-up-registration';
import { stageVehicleDeps } from '../vehicle/stage-deps';

/** POST /api/vehicle-lookups: the details a registration fills in, rate limited per client. */
export const handler = createHttpHandler(vehicleLookupRoute, async ({ body }) => ({
  body: await lookUpRegistration(await stageVehicleDeps(), body.registration),
  headers: { 'cache-control': 'no-store' },
}));
