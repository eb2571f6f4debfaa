import type { IncomingMessage, ServerResponse } from 'node:http';
import { VEHICLE_ENQUIRY_PATH } from '#lambdas/vehicle/vehicle-enquiry-client';
import type { VesVehicle } from '#lambdas/vehicle/ves-vehicle';
import { readBody, sendJson } from './stand-in-http';

/**
 * The local stage's DVLA Vehicle Enquiry Service: the same request and answers as the real one
 * (POST with `x-api-key`, the documented vehicle and error bodies), so the product's real HTTP
 * client is what the local stage and the tests exercise. It knows the demo vans' plates, and
 * answers the DVLA's own test plates for its errors as the DVLA's test environment does:
 * ER19BAD 400, ER19NFD 404, ER19THR 429, ER19ERR 500, ER19MNT 503.
 */

type VesError = { status: number; title: string; detail: string };

export const VES_TEST_PLATES: Record<string, VesError> = {
  ER19BAD: {
    status: 400,
    title: 'Bad Request',
    detail: 'Invalid format for field - vehicle registration number',
  },
  ER19NFD: { status: 404, title: 'Vehicle Not Found', detail: 'Record for vehicle not found' },
  ER19THR: { status: 429, title: 'Too Many Requests', detail: 'Too many requests' },
  ER19ERR: { status: 500, title: 'Internal Server Error', detail: 'System error occurred' },
  ER19MNT: {
    status: 503,
    title: 'Service Unavailable',
    detail: 'Service unavailable for maintenance',
  },
};

const NOT_FOUND: VesError = VES_TEST_PLATES.ER19NFD as VesError;
const MISSING_PLATE: VesError = VES_TEST_PLATES.ER19BAD as VesError;

function sendError(res: ServerResponse, error: VesError): void {
  const status = String(error.status);
  sendJson(res, error.status, {
    errors: [{ status, code: status, title: error.title, detail: error.detail }],
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(req));
  } catch {
    return undefined;
  }
}

export type VehicleEnquiryStandIn = {
  /** Answers the service's path and returns true; false for any other path (for a host server). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Requests answered, for tests that check a cache kept a second lookup from the service. */
  requests(): number;
};

export function createVehicleEnquiryStandIn(options: {
  apiKey: string;
  vehicles: ReadonlyMap<string, VesVehicle>;
}): VehicleEnquiryStandIn {
  let answered = 0;
  return {
    requests: () => answered,
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      if (path !== VEHICLE_ENQUIRY_PATH) return false;
      answered += 1;
      if (req.method !== 'POST') {
        sendJson(res, 405, { message: 'Method Not Allowed' });
        return true;
      }
      // The real service sits behind an API gateway that refuses a missing or wrong key so.
      if (req.headers['x-api-key'] !== options.apiKey) {
        sendJson(res, 403, { message: 'Forbidden' });
        return true;
      }
      const body = await readJson(req);
      const plate =
        body && typeof body === 'object' && 'registrationNumber' in body
          ? String((body as { registrationNumber: unknown }).registrationNumber)
              .replace(/\s+/g, '')
              .toUpperCase()
          : '';
      if (!/^[A-Z0-9]{1,7}$/.test(plate)) {
        sendError(res, MISSING_PLATE);
        return true;
      }
      const testError = VES_TEST_PLATES[plate];
      if (testError) {
        sendError(res, testError);
        return true;
      }
      const vehicle = options.vehicles.get(plate);
      if (vehicle) sendJson(res, 200, vehicle);
      else sendError(res, NOT_FOUND);
      return true;
    },
  };
}
