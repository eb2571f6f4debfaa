import { z } from 'zod';
import { vehicleDetailsSchema } from '../../vehicle/vehicle-details';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const vehicleLookupBodySchema = z.object({
  registration: z
    .string({ message: 'Enter your registration' })
    .max(20, 'Enter a UK registration, like AB19 CDE'),
});

export const vehicleLookupRoute = defineRoute({
  id: 'VehicleLookup',
  method: 'POST',
  path: '/api/vehicle-lookups',
  // Add Listing (signed in) and the valuation tool (anyone) both look plates up.
  auth: 'public',
  rateLimit: RATE_LIMITS.vehicleLookup,
  body: vehicleLookupBodySchema,
  response: json(vehicleDetailsSchema),
  description:
    "A registration's details from the DVLA (and its model from the MOT history): 404 unknown, 422 not a UK plate, 503 when the service cannot answer.",
});
