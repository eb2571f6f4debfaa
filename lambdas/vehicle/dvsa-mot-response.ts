import { z } from 'zod';

/**
 * The DVSA MOT history API's answer for one registration, as documented
 * (https://documentation.history.mot.api.gov.uk/): the vehicle, then its tests newest first. A
 * vehicle too new for a test has `motTestDueDate` and no tests.
 */
export const dvsaDefectSchema = z.object({
  text: z.string(),
  type: z.string(),
  dangerous: z.boolean().optional(),
});

export const dvsaMotTestSchema = z.object({
  completedDate: z.string(),
  testResult: z.string(),
  expiryDate: z.string().optional(),
  /** A string in the API ('45210'), a number in older records. */
  odometerValue: z.union([z.string(), z.number()]).optional(),
  odometerUnit: z.string().optional(),
  odometerResultType: z.string().optional(),
  motTestNumber: z.string().optional(),
  dataSource: z.string().optional(),
  defects: z.array(dvsaDefectSchema).optional(),
});

export const dvsaVehicleSchema = z.object({
  registration: z.string(),
  make: z.string().optional(),
  model: z.string().optional(),
  firstUsedDate: z.string().optional(),
  fuelType: z.string().optional(),
  primaryColour: z.string().optional(),
  registrationDate: z.string().optional(),
  manufactureDate: z.string().optional(),
  engineSize: z.string().optional(),
  hasOutstandingRecall: z.string().optional(),
  motTestDueDate: z.string().optional(),
  motTests: z.array(dvsaMotTestSchema).optional(),
});

export type DvsaVehicle = z.infer<typeof dvsaVehicleSchema>;
export type DvsaMotTest = z.infer<typeof dvsaMotTestSchema>;

/** The token endpoint's answer (OAuth 2.0 client credentials). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  token_type: z.string().optional(),
});
