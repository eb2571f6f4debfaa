import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';
import {
  contactDetailsSchema,
  type AuthSettings,
  type RuntimeConfig,
} from '#shared/runtime-config';

/**
 * Every per-stage setting of the CDK app, typed and validated in one place. `dev` and `prod`
 * have defaults below; any other stage name (a feature branch, a load test) gets dev-like
 * defaults so `cdk deploy -c stage=alice` just works.
 *
 * Values here are not secrets: secrets live in AWS Secrets Manager and only their names are
 * configured, so nothing sensitive is ever written into a template.
 */

const stageName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,15}$/, 'stage: lowercase letters, digits and dashes, 1-16 characters');

export const StageConfigSchema = z
  .strictObject({
    stage: stageName,
    /** Custom domain for the site, e.g. `vanyard.co.uk`. Unset: the CloudFront domain is used. */
    domainName: z.string().min(3).optional(),
    /** ACM certificate (must be in us-east-1, as CloudFront requires) covering `domainName`. */
    certificateArn: z.string().startsWith('arn:aws:acm:us-east-1:').optional(),
    /** Cognito hosted-UI domain prefix, needed for Google sign-in; unique per region. */
    authDomainPrefix: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
    google: z.strictObject({
      /** OAuth client id from the Google Cloud console. Unset: no Google sign-in. */
      clientId: z.string().min(1).optional(),
      /** Secrets Manager secret (plain text) holding the Google OAuth client secret. */
      clientSecretName: z.string().min(1),
    }),
    stripe: z.strictObject({
      /** Secrets Manager secret holding the Stripe API key and webhook signing secret. */
      secretName: z.string().min(1),
    }),
    vehicleData: z.strictObject({
      /**
       * Secrets Manager secret holding the DVLA Vehicle Enquiry API key and the DVSA MOT history
       * API's client credentials, token URL and key (docs/vehicle-data.md).
       */
      secretName: z.string().min(1),
    }),
    alerts: z.strictObject({
      /**
       * Secrets Manager secret the stack creates (JSON `{"key": …}`, generated) that signs the
       * unsubscribe links of saved-search alerts (docs/decisions/065-saved-searches-and-alerts.md).
       */
      signingSecretName: z.string().min(1),
    }),
    email: z.strictObject({
      /** Sender of VanYard's own mails (enquiries, moderation results, alerts) through SES. */
      fromAddress: z.email(),
      /** The SES identity (verified domain or address) `fromAddress` belongs to. */
      sesIdentity: z.string().min(3),
      /** Region of the SES identity; the stack itself is region-agnostic. */
      sesRegion: z.string().regex(/^[a-z]{2}-[a-z]+-\d$/),
      /**
       * Send Cognito's sign-up and reset mails through SES instead of Cognito's built-in
       * sender (about 50 mails a day). Needs the identity verified and out of the SES sandbox.
       */
      cognitoUsesSes: z.boolean(),
    }),
    /** The contact page's e-mail, phone, office address and map link (public). */
    contact: contactDetailsSchema,
    logRetention: z.enum(RetentionDays),
    /** What CloudFormation does with data stores when they leave the stack. */
    removalPolicy: z.enum(['retain', 'destroy']),
    /** DynamoDB and Cognito deletion protection: a second lock against deleting live data. */
    deletionProtection: z.boolean(),
    /** Where CloudWatch alarms mail to. Unset: no alarms are created. */
    alarmEmail: z.email().optional(),
    /**
     * Stage-wide HTTP API throttle, well above real traffic: it only stops runaway clients.
     * Routes with their own `throttle` (infra/stack/definitions/routes.ts) use that instead.
     */
    apiThrottle: z.strictObject({
      rateLimit: z.number().int().positive(),
      burstLimit: z.number().int().positive(),
    }),
    /**
     * AWS WAF on the distribution (docs/decisions/018-edge-protection.md): AWS managed rule
     * groups and a per-address rate rule, in a second stack in us-east-1. Costs a monthly fee
     * per web ACL and rule plus a fee per million requests, so it is off on dev-like stages.
     */
    waf: z.strictObject({
      enabled: z.boolean(),
      /** Requests per viewer address in any 5 minutes before the rate rule blocks it. */
      requestsPer5Minutes: z.number().int().min(10).max(2_000_000_000),
    }),
  })
  .refine((config) => !config.domainName || config.certificateArn, {
    message: 'certificateArn is required when domainName is set',
    path: ['certificateArn'],
  });

export type StageConfig = z.infer<typeof StageConfigSchema>;

/** Placeholder domain (RFC 2606) until the product's own domain and SES identity exist. */
const PLACEHOLDER_DOMAIN = 'vanyard.example';

function devLike(stage: string): StageConfig {
  return {
    stage,
    authDomainPrefix: `vanyard-${stage}`,
    google: { clientSecretName: `vanyard/${stage}/google-client-secret` },
    stripe: { secretName: `vanyard/${stage}/stripe` },
    vehicleData: { secretName: `vanyard/${stage}/vehicle-data` },
    alerts: { signingSecretName: `vanyard/${stage}/alert-signing-key` },
    email: {
      fromAddress: `no-reply@${PLACEHOLDER_DOMAIN}`,
      sesIdentity: PLACEHOLDER_DOMAIN,
      sesRegion: 'eu-west-2',
      cognitoUsesSes: false,
    },
    // Placeholders until the company's own details exist: a reserved domain, a number in
    // Ofcom's drama range (never a real line), an obviously illustrative street.
    contact: {
      email: `hello@${PLACEHOLDER_DOMAIN}`,
      phone: '0161 496 0000',
      addressLines: ['VanYard Ltd', '1 Example Street', 'Manchester', 'M1 1AA'],
      mapUrl: 'https://www.openstreetmap.org/search?query=M1%201AA',
    },
    logRetention: RetentionDays.TWO_WEEKS,
    removalPolicy: 'destroy',
    deletionProtection: false,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    waf: { enabled: false, requestsPer5Minutes: 2000 },
  };
}

const STAGE_OVERRIDES: Record<string, (base: StageConfig) => StageConfig> = {
  dev: (base) => base,
  prod: (base) => ({
    ...base,
    // Set domainName + certificateArn, a real SES identity with cognitoUsesSes: true, the
    // Google client id and an alarm address here before the first production deploy
    // (docs/infrastructure.md, "Before the first deploy").
    logRetention: RetentionDays.THREE_MONTHS,
    removalPolicy: 'retain',
    deletionProtection: true,
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    waf: { ...base.waf, enabled: true },
  }),
};

/** The validated settings of one stage; throws with every problem listed if one is invalid. */
export function loadStageConfig(stage: string): StageConfig {
  const override = STAGE_OVERRIDES[stage] ?? ((base: StageConfig) => base);
  const parsed = StageConfigSchema.safeParse(override(devLike(stage)));
  if (!parsed.success) {
    throw new Error(`Invalid settings for stage "${stage}":\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export function removalPolicyOf(config: StageConfig): RemovalPolicy {
  return config.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}

/** CloudFormation stack name: one stack per stage. */
export function stackName(stage: string): string {
  return `VanYard-${stage}`;
}

/** The stage's edge-protection stack in us-east-1 (AWS WAF), when `waf.enabled`. */
export function edgeStackName(stage: string): string {
  return `VanYard-${stage}-edge`;
}

export const DEFAULT_STAGE = 'dev';

/** What the SPA reads from /config.json for this stage (shared/runtime-config.ts). */
export function runtimeConfigOf(config: StageConfig, auth: AuthSettings): RuntimeConfig {
  return { stage: config.stage, contact: config.contact, auth };
}
