import { z } from 'zod';

/**
 * What the SPA learns about its stage when it starts, from `/config.json`: written next to the
 * SPA by the web deployment in AWS, served by the local gateway on the local stage. One build of
 * the SPA serves every stage. Nothing secret belongs here: the file is public.
 */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** The contact page's details (the values come from configuration, not the build). */
export const contactDetailsSchema = z.strictObject({
  email: z.email(),
  phone: z.string().min(5),
  /** The office address, a line each ('VanYard Ltd', street, town, postcode). */
  addressLines: z.array(z.string().min(1)).min(2).max(6),
  /** A map of the office, e.g. an OpenStreetMap search for the postcode. */
  mapUrl: z.url({ protocol: /^https$/ }),
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** Where the SPA signs people in (aws-amplify's Auth settings). */
export const authSettingsSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** The local stage only: cognito-local behind the gateway, a path on the site's origin. */
  userPoolEndpoint: z.string().startsWith('/').optional(),
  /**
   * How a password is sent: SRP (the password never leaves the browser) wherever Cognito runs;
   * USER_PASSWORD_AUTH over the local stage's plain connection, as cognito-local has no SRP.
   */
  passwordFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Google sign-in through Cognito's hosted UI; null when the stage has no Google client. */
  oauth: z
    .object({
      /** The hosted UI's host name, e.g. vanyard-prod.auth.eu-west-2.amazoncognito.com. */
      domain: z.string().min(1),
      redirectSignIn: z.url(),
      redirectSignOut: z.url(),
    })
    .nullable(),
});

export type AuthSettings = z.infer<typeof authSettingsSchema>;

export const runtimeConfigSchema = z.object({
  stage: z.string().min(1),
  contact: contactDetailsSchema,
  auth: authSettingsSchema,
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
