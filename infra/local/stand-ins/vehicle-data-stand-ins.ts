import type { DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import type { VesVehicle } from '#lambdas/vehicle/ves-vehicle';
import { DEMO_VEHICLES } from './demo-vehicles';
import { createMotHistoryStandIn } from './mot-history';
import type { StandIn } from './stand-in-http';
import { createVehicleEnquiryStandIn } from './vehicle-enquiry';

/** Where the local gateway serves the stand-ins: VEHICLE_DATA_LOCAL_URL is the stage's origin plus this. */
export const VEHICLE_DATA_STAND_IN_PREFIX = '/_local/vehicle-data';

/** The client id the local stage's lambdas use with the MOT stand-in (the key is its secret). */
export const LOCAL_MOT_CLIENT_ID = 'vanyard-local';

/**
 * The DVLA and DVSA stand-ins as one, knowing the demo vehicles, checking `key`. The DVSA's
 * also knows the demo listings' vans (`demoListingVans`, from the data directory:
 * demo-mot-vehicles.ts).
 */
export function createVehicleDataStandIns(
  key: string,
  vehicles = DEMO_VEHICLES,
  demoListingVans?: Pick<ReadonlyMap<string, DvsaVehicle>, 'get'>,
): StandIn {
  const ves = createVehicleEnquiryStandIn({
    apiKey: key,
    vehicles: new Map<string, VesVehicle>(
      vehicles.map(({ ves: record }) => [record.registrationNumber, record]),
    ),
  });
  const mot = createMotHistoryStandIn({
    clientId: LOCAL_MOT_CLIENT_ID,
    clientSecret: key,
    apiKey: key,
    vehicles: withDemoListingVans(
      new Map<string, DvsaVehicle>(
        vehicles.flatMap(({ ves: record, mot: history }) =>
          history
            ? [
                [
                  record.registrationNumber,
                  { registration: record.registrationNumber, ...history },
                ] as const,
              ]
            : [],
        ),
      ),
      demoListingVans,
    ),
  });
  return {
    async handle(req, res) {
      return (await ves.handle(req, res)) || (await mot.handle(req, res));
    },
  };
}

function withDemoListingVans(
  fixed: ReadonlyMap<string, DvsaVehicle>,
  demo: Pick<ReadonlyMap<string, DvsaVehicle>, 'get'> | undefined,
): Pick<ReadonlyMap<string, DvsaVehicle>, 'get'> {
  return { get: (plate) => fixed.get(plate) ?? demo?.get(plate) };
}
