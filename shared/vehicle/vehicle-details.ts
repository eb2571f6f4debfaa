import { z } from 'zod';
import { FUEL_TYPES } from '../catalogue/enums';
import { EURO_STANDARDS } from './van-specs';

/**
 * What a registration lookup tells the seller (issue 31 §2), in the listing's own terms: the
 * fields it fills, and the DVLA's tax and MOT status beside them. No keeper or any other personal
 * data: the DVLA's Vehicle Enquiry Service holds none, and nothing else is asked.
 */
export const vehicleDetailsSchema = z.object({
  /** The plate as printed, 'AB19 CDE'. */
  registration: z.string(),
  /** A make of the catalogue where the DVLA's name is one ('FORD' -> 'Ford'); else as the DVLA writes it, title-cased. */
  make: z.string().nullable(),
  make_in_catalogue: z.boolean(),
  /** The model, matched to the catalogue, where the MOT history names it; null otherwise. */
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  /** 'YYYY-MM': the month the van was first registered. */
  first_registered: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
  fuel_type: z.enum(FUEL_TYPES).nullable(),
  engine_size_cc: z.number().int().positive().nullable(),
  colour: z.string().nullable(),
  euro_standard: z.enum(EURO_STANDARDS).nullable(),
  /** The DVLA's revenue weight: the gross vehicle weight the van is taxed at. */
  gross_vehicle_weight_kg: z.number().int().positive().nullable(),
  tax_status: z.string().nullable(),
  tax_due_date: z.string().date().nullable(),
  mot_status: z.string().nullable(),
  mot_expiry_date: z.string().date().nullable(),
  /**
   * From the type approval: N1 to N3 are goods vehicles (vans), M1 a car. false asks the seller
   * to confirm the vehicle is a van; null when the DVLA does not say.
   */
  is_van: z.boolean().nullable(),
});

export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>;
