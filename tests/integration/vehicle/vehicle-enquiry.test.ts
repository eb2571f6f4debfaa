import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVehicleEnquiryStandIn,
  type VehicleEnquiryStandIn,
} from '#infra/local/stand-ins/vehicle-enquiry';
import { standInListener } from '#infra/local/stand-ins/stand-in-http';
import { createVehicleEnquiryClient } from '#lambdas/vehicle/vehicle-enquiry-client';
import type { VesVehicle } from '#lambdas/vehicle/ves-vehicle';

const API_KEY = 'stand-in-key';
const van: VesVehicle = {
  registrationNumber: 'AB19CDE',
  make: 'FORD',
  colour: 'WHITE',
  fuelType: 'DIESEL',
  engineCapacity: 1995,
  yearOfManufacture: 2019,
  monthOfFirstRegistration: '2019-03',
  motStatus: 'Valid',
  motExpiryDate: '2027-02-28',
  revenueWeight: 3200,
  typeApproval: 'N1',
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

describe('the registration lookup’s HTTP client against the DVLA stand-in', () => {
  let standIn: VehicleEnquiryStandIn;
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    standIn = createVehicleEnquiryStandIn({
      apiKey: API_KEY,
      vehicles: new Map([['AB19CDE', van]]),
    });
    server = createServer(standInListener(standIn));
    endpoint = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a known van', async () => {
    const client = createVehicleEnquiryClient({ endpoint, apiKey: API_KEY });
    expect(await client.lookUp('AB19CDE')).toEqual({ ok: true, vehicle: van });
  });

  it.each([
    ['ZZ99ZZZ', 'not_found'],
    ['ER19NFD', 'not_found'],
    ['ER19BAD', 'invalid'],
    ['ER19THR', 'rate_limited'],
    ['ER19ERR', 'unavailable'],
    ['ER19MNT', 'unavailable'],
  ])('reads %s as %s, as the DVLA documents its statuses', async (plate, failure) => {
    const client = createVehicleEnquiryClient({ endpoint, apiKey: API_KEY });
    expect(await client.lookUp(plate)).toEqual({ ok: false, failure });
  });

  it('is unavailable, not an exception, when its key is refused', async () => {
    const client = createVehicleEnquiryClient({ endpoint, apiKey: 'wrong' });
    expect(await client.lookUp('AB19CDE')).toEqual({ ok: false, failure: 'unavailable' });
  });

  it('is unavailable when the service does not answer in time or cannot be reached', async () => {
    const silent = createServer(() => undefined);
    const silentEndpoint = await listen(silent);
    try {
      const slow = createVehicleEnquiryClient({
        endpoint: silentEndpoint,
        apiKey: API_KEY,
        timeoutMs: 200,
      });
      expect(await slow.lookUp('AB19CDE')).toEqual({ ok: false, failure: 'unavailable' });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    const gone = createVehicleEnquiryClient({
      endpoint: silentEndpoint,
      apiKey: API_KEY,
      timeoutMs: 200,
    });
    expect(await gone.lookUp('AB19CDE')).toEqual({ ok: false, failure: 'unavailable' });
  });

  it('is unavailable when a 200 carries a body not in the documented shape', async () => {
    const odd = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ plate: 'AB19CDE' }));
    });
    const oddEndpoint = await listen(odd);
    try {
      const client = createVehicleEnquiryClient({ endpoint: oddEndpoint, apiKey: API_KEY });
      expect(await client.lookUp('AB19CDE')).toEqual({ ok: false, failure: 'unavailable' });
    } finally {
      await new Promise<void>((resolve) => odd.close(() => resolve()));
    }
  });

  it('the stand-in refuses a request without a plate, and any other method, as the service does', async () => {
    const url = `${endpoint}/vehicle-enquiry/v1/vehicles`;
    const headers = { 'content-type': 'application/json', 'x-api-key': API_KEY };
    const noPlate = await fetch(url, { method: 'POST', headers, body: '{}' });
    expect(noPlate.status).toBe(400);
    expect(await noPlate.json()).toMatchObject({ errors: [{ status: '400' }] });
    expect((await fetch(url, { headers })).status).toBe(405);
  });
});
