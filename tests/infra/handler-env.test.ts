import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#infra/stack/definitions/routes';
import { PAGE_RENDERER } from '#infra/stack/definitions/page-renderer';
import { handlerEnv, renderHandlerEnv, type HandlerEnvInput } from '#infra/local/stage/handler-env';
import { loadStageConfig } from '#infra/stack/stage-config';
import { ACCESS_MATRIX_ROUTES, logicalId, synth, type Built } from './support/synth';

/**
 * The variable names the local stage gives every handler. handler-env.ts exports no list of
 * names, so they are read off `handlerEnv` itself (the values here are placeholders): a
 * variable added there shows up here without anyone remembering this test.
 */
const LOCAL_INPUT: HandlerEnvInput = {
  stage: 'local',
  tableName: 'table',
  buckets: {
    web: 'web',
    images: 'images',
    sitemaps: 'sitemaps',
    search: 'search',
    exports: 'exports',
  },
  endpoints: {
    dynamodb: 'http://d',
    s3: 'http://s',
    cognito: 'http://c',
    stepFunctions: 'http://f',
  },
  boostExpiryStateMachine: 'arn:aws:states:eu-west-2:000000000000:stateMachine:x',
  csvImportStateMachine: 'arn:aws:states:eu-west-2:000000000000:stateMachine:y',
  boostDaySeconds: 86_400,
  userPool: { id: 'pool', clientId: 'client' },
  mailboxDir: '/mailbox',
  siteOrigin: 'http://localhost:3000',
  webhookSecret: 'whsec_test',
  vehicleDataKey: 'vd_test',
};
const LOCAL_NAMES = Object.keys(handlerEnv(LOCAL_INPUT));

/**
 * Local-stage names that have no place in AWS, and why. Anything else the local stage sets,
 * every deployed function must get too.
 */
const LOCAL_ONLY: ReadonlyArray<[RegExp, string]> = [
  [/^AWS_REGION$/, 'set by the Lambda runtime itself (a reserved name)'],
  [/^AWS_(ACCESS_KEY_ID|SECRET_ACCESS_KEY)$/, "the emulators' fake keys; Lambda uses its role"],
  [/^AWS_ENDPOINT_URL_\w+$/, 'SDK endpoints of the emulators'],
  [/^S3_FORCE_PATH_STYLE$/, 'path-style addressing for the S3 emulator'],
  [/^LOCAL_MAILBOX_DIR$/, 'folder of the local mailbox (MAIL_PROVIDER=local-mailbox)'],
  [/^BOOST_DAY_SECONDS$/, "a boost's day shortened for tests; 86,400 s in AWS (its default)"],
  [
    /^VEHICLE_DATA_LOCAL_(URL|KEY)$/,
    'the DVLA and DVSA stand-ins on the gateway and their key; AWS reads its credentials from Secrets Manager',
  ],
  [
    /^LOCAL_WEBHOOK_SECRET$/,
    "the local payment provider's signing secret; Stripe's is in Secrets Manager",
  ],
];

/** Names only deployed functions have, and why. */
const AWS_ONLY: Record<string, string> = {
  MAIL_FROM: "the stage's SES sender (stage config); the local mailbox uses the code default",
  NODE_OPTIONS: 'source maps for the minified bundles',
  ORIGIN_SECRET_PREVIOUS:
    "the origin secret before the last rotation (decision 018); the local stage's never rotates",
};

/**
 * Names a deployed function gets only when its route's access uses them (the local stage's
 * shared process has them all): the search bucket for routes that read the projection, the
 * geocoder for routes that geocode (PLACE_INDEX_NAME exists only in AWS, with GEOCODER=location).
 */
const BY_ACCESS: Record<string, (route: RouteDefinition) => boolean> = {
  SEARCH_BUCKET: (route) => (route.access.search ?? 'none') !== 'none',
  GEOCODER: (route) => route.access.geocode === true,
  PLACE_INDEX_NAME: (route) => route.access.geocode === true,
  // AWS only: the region of the stage's verified SES identity (the local stage has a mailbox).
  SES_REGION: (route) => route.access.mail === true,
  // 'stripe' in AWS, 'local' on the local stage; the name of the Stripe secret, AWS only.
  PAYMENT_PROVIDER: (route) => route.access.payments === true,
  STRIPE_SECRET_NAME: (route) => route.access.payments === true,
  // 'dvla' in AWS, 'local' on the local stage; the name of the vehicle data secret, AWS only.
  VEHICLE_DATA_PROVIDER: (route) => route.access.vehicleData === true,
  VEHICLE_DATA_SECRET_NAME: (route) => route.access.vehicleData === true,
  // The stack's alert signing secret, AWS only (the local stage has LOCAL_ALERT_SIGNING_KEY).
  ALERT_SIGNING_SECRET_NAME: (route) => route.access.alertSigning === true,
  // The routes that start boost expiries (infra/stack/constructs/boost-expiry.ts).
  BOOST_EXPIRY_STATE_MACHINE: (route) => route.access.boostExpiry === true,
  // The routes that start CSV import runs (the CsvImport state machine).
  CSV_IMPORT_STATE_MACHINE: (route) => route.access.csvImport === true,
};

/** Access-dependent names that exist only in AWS. */
const AWS_ONLY_BY_ACCESS = new Set([
  'PLACE_INDEX_NAME',
  'SES_REGION',
  'STRIPE_SECRET_NAME',
  'VEHICLE_DATA_SECRET_NAME',
  'ALERT_SIGNING_SECRET_NAME',
]);

const isLocalOnly = (name: string) => LOCAL_ONLY.some(([pattern]) => pattern.test(name));

describe('handler environment', () => {
  let built: Built;
  beforeAll(() => {
    built = synth({ routes: ACCESS_MATRIX_ROUTES });
  });

  it('reads the local stage names, and every local-only rule still matches one of them', () => {
    expect(LOCAL_NAMES).toEqual(
      expect.arrayContaining(['STAGE', 'TABLE_NAME', 'IMAGES_BUCKET', 'MAIL_PROVIDER']),
    );
    for (const [pattern, why] of LOCAL_ONLY) {
      expect(
        LOCAL_NAMES.some((name) => pattern.test(name)),
        `${pattern} (${why})`,
      ).toBe(true);
    }
  });

  it.each(ACCESS_MATRIX_ROUTES.map((route) => [route.id, route] as const))(
    '%s gets exactly the names the local stage gives its handlers',
    (_, route) => {
      const fn = built.stack.api.functions.get(route.id)!.fn;
      const resource = built.template.findResources('AWS::Lambda::Function')[logicalId(fn)];
      const names = Object.keys(resource?.Properties.Environment.Variables ?? {});
      const expected = [
        ...LOCAL_NAMES.filter((name) => !isLocalOnly(name) && !(name in BY_ACCESS)),
        ...Object.keys(AWS_ONLY),
        ...Object.keys(BY_ACCESS).filter((name) => BY_ACCESS[name]!(route)),
      ];
      expect(names.sort()).toEqual(expected.sort());
    },
  );

  it('gives the page renderer the names the local stage gives it, its site origin by parameter', () => {
    const local = Object.keys(renderHandlerEnv(LOCAL_INPUT, loadStageConfig('dev').contact));
    expect(local).toContain('RENDER_CONTACT');
    const asRoute = { access: PAGE_RENDERER.access } as RouteDefinition;
    /** Where the renderer differs from a route function in AWS, and why. */
    const instead: Record<string, string | undefined> = {
      // The distribution references the renderer's URL, so the renderer cannot name the
      // distribution's domain: it reads the site-origin parameter (decision 028, section 5).
      SITE_ORIGIN: 'SITE_ORIGIN_PARAMETER',
      // Its data port calls domain functions, not the API's handlers, so it has no edge check
      // to pass and holds no origin secret (decision 038); the local stage's shared process
      // has it for the handlers.
      ORIGIN_SECRET: undefined,
      ORIGIN_SECRET_PREVIOUS: undefined,
    };
    const expected = [
      ...local.filter((name) => !isLocalOnly(name) && !(name in BY_ACCESS)),
      ...Object.keys(AWS_ONLY),
      ...Object.keys(BY_ACCESS).filter((name) => BY_ACCESS[name]!(asRoute)),
      // Where the function's asset carries the SSR bundle; locally it is read from dist/render.
      'RENDER_BUNDLE_DIR',
    ].flatMap((name) => (name in instead ? (instead[name] ? [instead[name]] : []) : [name]));
    const fn = built.stack.pageRenderer.fn;
    const resource = built.template.findResources('AWS::Lambda::Function')[logicalId(fn)];
    const names = Object.keys(resource?.Properties.Environment.Variables ?? {});
    expect(names.sort()).toEqual(expected.sort());
  });

  it('knows every access-dependent name the local stage sets', () => {
    for (const name of Object.keys(BY_ACCESS).filter((n) => !AWS_ONLY_BY_ACCESS.has(n))) {
      expect(LOCAL_NAMES, name).toContain(name);
    }
  });

  it('geocodes with Amazon Location in AWS, where the local stage reads its postcode table', () => {
    const functions = built.template.findResources('AWS::Lambda::Function');
    const geocoding = ACCESS_MATRIX_ROUTES.filter((route) => route.access.geocode);
    expect(geocoding.length).toBeGreaterThan(0);
    for (const route of geocoding) {
      const fn = built.stack.api.functions.get(route.id)!.fn;
      expect(functions[logicalId(fn)]?.Properties.Environment.Variables).toMatchObject({
        GEOCODER: 'location',
        PLACE_INDEX_NAME: expect.anything(),
      });
    }
  });

  it('pays through Stripe in AWS with the stage secret, where the local stage has its stand-in', () => {
    const local = handlerEnv({
      stage: 'local',
      tableName: 'table',
      buckets: { web: 'w', images: 'i', sitemaps: 's', search: 'q', exports: 'e' },
      endpoints: {
        dynamodb: 'http://d',
        s3: 'http://s',
        cognito: 'http://c',
        stepFunctions: 'http://f',
      },
      boostExpiryStateMachine: 'arn:aws:states:eu-west-2:000000000000:stateMachine:x',
      csvImportStateMachine: 'arn:aws:states:eu-west-2:000000000000:stateMachine:y',
      boostDaySeconds: 86_400,
      userPool: { id: 'pool', clientId: 'client' },
      mailboxDir: '/mailbox',
      siteOrigin: 'http://localhost:3000',
      webhookSecret: 'whsec_local_one',
      vehicleDataKey: 'vd_local_one',
    });
    expect(local).toMatchObject({
      PAYMENT_PROVIDER: 'local',
      LOCAL_WEBHOOK_SECRET: 'whsec_local_one',
    });
    const functions = built.template.findResources('AWS::Lambda::Function');
    const paying = ACCESS_MATRIX_ROUTES.filter((route) => route.access.payments);
    expect(paying.map((route) => route.id).sort()).toEqual([
      'AdminRefundPayment',
      'CreateBoostCheckout',
      'StripeWebhook',
    ]);
    for (const route of paying) {
      const fn = built.stack.api.functions.get(route.id)!.fn;
      expect(functions[logicalId(fn)]?.Properties.Environment.Variables).toMatchObject({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_NAME: 'vanyard/dev/stripe',
      });
    }
  });

  it('looks plates up at the DVLA and DVSA in AWS with the stage secret, locally at the stand-ins', () => {
    expect(handlerEnv(LOCAL_INPUT)).toMatchObject({
      VEHICLE_DATA_PROVIDER: 'local',
      VEHICLE_DATA_LOCAL_URL: 'http://localhost:3000/_local/vehicle-data',
      VEHICLE_DATA_LOCAL_KEY: 'vd_test',
    });
    const functions = built.template.findResources('AWS::Lambda::Function');
    const looking = ACCESS_MATRIX_ROUTES.filter((route) => route.access.vehicleData);
    expect(looking.map((route) => route.id)).toEqual(['VehicleLookup']);
    for (const route of looking) {
      const fn = built.stack.api.functions.get(route.id)!.fn;
      expect(functions[logicalId(fn)]?.Properties.Environment.Variables).toMatchObject({
        VEHICLE_DATA_PROVIDER: 'dvla',
        VEHICLE_DATA_SECRET_NAME: 'vanyard/dev/vehicle-data',
      });
    }
  });

  it('uses SES for mail in AWS, where the local stage uses its mailbox', () => {
    const functions = built.template.findResources('AWS::Lambda::Function');
    for (const route of ACCESS_MATRIX_ROUTES) {
      const fn = built.stack.api.functions.get(route.id)!.fn;
      const variables = functions[logicalId(fn)]?.Properties.Environment.Variables;
      expect(variables.MAIL_PROVIDER).toBe('ses');
      if (route.access.mail) expect(variables.SES_REGION).toBe('eu-west-2');
    }
  });
});
