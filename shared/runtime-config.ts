import { z } from 'zod';

/**
 * What the SPA learns about its stage when it starts, from `/config.json`: written next to the
 * SPA by the web deployment in AWS, served by the local gateway on the local stage. One build of
 * the SPA serves every stage. Nothing secret belongs here: the file is public.
 */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** The contact page's details (spec 01 section 2: "the values come from configuration"). */
export const contactDetailsSchema = z.strictObject({
  email: z.email(),
  phone: z.string().min(5),
  /** The office address, a line each ('VanYard Ltd', street, town, postcode). */
  addressLines: z.array(z.string().min(1)).min(2).max(6),
  /** A map of the office, e.g. an OpenStreetMap search for the postcode. */
  mapUrl: z.url({ protocol: /^https$/ }),
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;

export const runtimeConfigSchema = z.object({
  stage: z.string().min(1),
  contact: contactDetailsSchema,
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
