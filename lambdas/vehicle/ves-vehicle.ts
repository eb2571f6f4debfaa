import { z } from 'zod';

/**
 * The DVLA Vehicle Enquiry Service's answer, as its API documents it
 * (https://developer-portal.driver-vehicle-licensing.api.gov.uk/apis/vehicle-enquiry-service/):
 * every field but the registration may be missing for an old or unusual record.
 */
export const vesVehicleSchema = z.object({
  registrationNumber: z.string(),
  make: z.string().optional(),
  colour: z.string().optional(),
  fuelType: z.string().optional(),
  engineCapacity: z.number().optional(),
  yearOfManufacture: z.number().int().optional(),
  monthOfFirstRegistration: z.string().optional(),
  monthOfFirstDvlaRegistration: z.string().optional(),
  taxStatus: z.string().optional(),
  taxDueDate: z.string().optional(),
  motStatus: z.string().optional(),
  motExpiryDate: z.string().optional(),
  co2Emissions: z.number().optional(),
  euroStatus: z.string().optional(),
  realDrivingEmissions: z.string().optional(),
  revenueWeight: z.number().optional(),
  typeApproval: z.string().optional(),
  wheelplan: z.string().optional(),
  markedForExport: z.boolean().optional(),
  dateOfLastV5CIssued: z.string().optional(),
  artEndDate: z.string().optional(),
});

export type VesVehicle = z.infer<typeof vesVehicleSchema>;

/** The service's error body: `{"errors":[{"status":"404","code":"404","title":…,"detail":…}]}`. */
export const vesErrorSchema = z.object({
  errors: z
    .array(
      z.object({
        status: z.string().optional(),
        code: z.string().optional(),
        title: z.string().optional(),
        detail: z.string().optional(),
      }),
    )
    .min(1),
});
