import { afterEach, describe, expect, it } from 'vitest';
import { applyHandlerEnv, handlerEnv, type HandlerEnvInput } from '#infra/local/stage/handler-env';
import { localCsvImportArn } from '#infra/local/stage/local-state-machines';
import { env } from '#lambdas/config';

const INPUT: HandlerEnvInput = {
  stage: 'local',
  tableName: 'vanyard-local',
  buckets: { web: 'w', images: 'i', sitemaps: 's', search: 'q', exports: 'e' },
  endpoints: {
    dynamodb: 'http://d',
    s3: 'http://s',
    cognito: 'http://c',
    stepFunctions: 'http://f',
  },
  boostExpiryStateMachine: 'arn:aws:states:eu-west-2:000000000000:stateMachine:x',
  csvImportStateMachine: localCsvImportArn('local'),
  boostDaySeconds: 86_400,
  userPool: { id: 'pool', clientId: 'client' },
  mailboxDir: '/mailbox',
  siteOrigin: 'http://localhost:3000',
  webhookSecret: 'whsec_test',
  vehicleDataKey: 'vd_test',
};

// applyHandlerEnv writes process.env: put back what these tests change.
const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe("the local stage's import variables", () => {
  it('names the local CSV import state machine as it names the boost expiry', () => {
    expect(handlerEnv(INPUT).CSV_IMPORT_STATE_MACHINE).toBe(
      'arn:aws:states:eu-west-2:000000000000:stateMachine:vanyard-local-csv-import',
    );
  });

  it('sets no image host exception unless the stage is given one', () => {
    expect(handlerEnv(INPUT)).not.toHaveProperty('IMPORT_IMAGE_HOSTS');
    expect(
      handlerEnv({ ...INPUT, importImageHosts: ['127.0.0.1:4567', 'localhost:4567'] })
        .IMPORT_IMAGE_HOSTS,
    ).toBe('127.0.0.1:4567,localhost:4567');
  });

  it("drops an exception left in the process (the shell's, an earlier stage's)", () => {
    process.env.IMPORT_IMAGE_HOSTS = 'evil.example';
    applyHandlerEnv(handlerEnv(INPUT));
    expect(env.importImageHosts).toEqual([]);
    expect(env.csvImportStateMachine).toBe(localCsvImportArn('local'));

    applyHandlerEnv(handlerEnv({ ...INPUT, importImageHosts: ['127.0.0.1:4567'] }));
    expect(env.importImageHosts).toEqual(['127.0.0.1:4567']);
  });
});
