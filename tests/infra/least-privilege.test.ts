import { beforeAll, describe, expect, it } from 'vitest';
import type { BucketAccess, RouteDefinition } from '#infra/stack/definitions/routes';
import { PAGE_DATA_ROUTES } from '#lambdas/render/page-data-routes';
import { ACCESS_MATRIX_ROUTES, logicalId, synth, type Built } from './support/synth';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

const DYNAMO_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const S3_READS = ['s3:GetObject*'];
const S3_WRITES = ['s3:PutObject'];
const S3_DELETES = ['s3:DeleteObject*'];

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

/** Logical ids a statement's resources point at (Ref or Fn::GetAtt, however nested). */
function referencedIds(resource: unknown): Set<string> {
  const ids = new Set<string>();
  const json = JSON.stringify(resource);
  for (const match of json.matchAll(/"(?:Ref|Fn::GetAtt)":\s*(?:\["|")([A-Za-z0-9]+)"/g)) {
    if (match[1]) ids.add(match[1]);
  }
  return ids;
}

describe('least privilege per route', () => {
  let built: Built;
  let ids: {
    table: string;
    images: string;
    sitemaps: string;
    search: string;
    exports: string;
    placeIndex: string;
    userPool: string;
    boostExpiry: string;
    csvImport: string;
  };
  let statementsOf: (route: RouteDefinition) => Statement[];
  beforeAll(() => {
    built = synth({ routes: ACCESS_MATRIX_ROUTES });
    const { stack, template } = built;
    ids = {
      table: logicalId(stack.data.table),
      images: logicalId(stack.buckets.images),
      sitemaps: logicalId(stack.buckets.sitemaps),
      search: logicalId(stack.buckets.search),
      exports: logicalId(stack.buckets.exports),
      userPool: logicalId(stack.auth.userPool),
      boostExpiry: logicalId(stack.boostExpiry.stateMachine),
      csvImport: logicalId(stack.csvImport.stateMachine),
      placeIndex: logicalId({
        node: { defaultChild: stack.geocoding.node.findChild('PlaceIndex') },
      }),
    };
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    statementsOf = (route) => {
      const role = stack.api.functions.get(route.id)!.fn.role!;
      const roleRef = { Ref: logicalId(role) };
      return policies
        .filter((p) =>
          (p.Properties.Roles as unknown[]).some(
            (r) => JSON.stringify(r) === JSON.stringify(roleRef),
          ),
        )
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    };
  });

  it('gives every function its own role with no managed or inline policies', () => {
    const roles = built.template.findResources('AWS::IAM::Role');
    const roleIds = ACCESS_MATRIX_ROUTES.map((r) =>
      logicalId(built.stack.api.functions.get(r.id)!.fn.role!),
    );
    expect(new Set(roleIds).size).toBe(ACCESS_MATRIX_ROUTES.length);
    for (const id of roleIds) {
      expect(roles[id]?.Properties.ManagedPolicyArns, id).toBeUndefined();
      expect(roles[id]?.Properties.Policies, id).toBeUndefined();
    }
  });

  it.each(ACCESS_MATRIX_ROUTES.map((r) => [r.id, r] as const))(
    '%s touches only what its access allows',
    (_, route) => {
      const statements = statementsOf(route);
      const logGroup = logicalId(built.stack.api.functions.get(route.id)!.fn.logGroup);
      for (const s of statements) {
        expect(s.Effect).toBe('Allow');
        expect(s.Resource, JSON.stringify(s)).not.toBe('*');
      }

      // Logs: only its own log group.
      const logs = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('logs:')));
      expect(logs.length).toBeGreaterThan(0);
      for (const s of logs) expect([...referencedIds(s.Resource)]).toEqual([logGroup]);

      // DynamoDB: only the table, and writes only with readwrite.
      const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
      const dynamoActions = dynamo.flatMap(actionsOf);
      for (const s of dynamo) expect([...referencedIds(s.Resource)]).toEqual([ids.table]);
      if (route.access.table === 'none') expect(dynamo).toEqual([]);
      // No request path scans the table (the search projection's rebuild is a job, not a route).
      expect(dynamoActions).not.toContain('dynamodb:Scan');
      if (route.access.table === 'read') {
        expect(dynamoActions).toEqual(
          expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']),
        );
        for (const write of DYNAMO_WRITES) expect(dynamoActions).not.toContain(write);
      }
      if (route.access.table === 'readwrite') {
        expect(dynamoActions).toEqual(expect.arrayContaining(DYNAMO_WRITES));
      }

      // S3: per bucket, exactly the declared access.
      for (const bucket of ['images', 'sitemaps', 'search', 'exports'] as const) {
        const declared = route.access[bucket] ?? 'none';
        const onBucket = statements.filter((s) => referencedIds(s.Resource).has(ids[bucket]));
        const actions = onBucket.flatMap(actionsOf);
        for (const a of actions) expect(a, `${bucket}: ${a}`).toMatch(/^s3:/);
        if (typeof declared === 'object') {
          // Key prefixes only: one action per statement, on `{bucket}/{prefix}*` and nothing wider.
          const granted = onBucket.map((s) => ({
            action: actionsOf(s),
            resources: JSON.stringify(s.Resource),
          }));
          for (const [kind, action] of [
            ['read', 's3:GetObject'],
            ['write', 's3:PutObject'],
            ['delete', 's3:DeleteObject'],
          ] as const) {
            const prefixes = declared[kind] ?? [];
            const statement = granted.find((g) => g.action.includes(action));
            if (prefixes.length === 0) {
              expect(statement, `${bucket} ${action}`).toBeUndefined();
              continue;
            }
            expect(statement?.action).toEqual([action]);
            for (const prefix of prefixes) expect(statement?.resources).toContain(`/${prefix}*`);
            expect(statement?.resources).not.toMatch(/"\/\*"/);
          }
          expect(onBucket).toHaveLength(
            (['read', 'write', 'delete'] as const).filter((k) => (declared[k] ?? []).length > 0)
              .length,
          );
          continue;
        }
        const access: BucketAccess = declared;
        const can = (list: string[]) => list.every((a) => actions.includes(a));
        expect(can(S3_READS), `${bucket} read`).toBe(access === 'read' || access === 'readwrite');
        expect(can(S3_WRITES), `${bucket} write`).toBe(
          access === 'write' || access === 'readwrite',
        );
        expect(can(S3_DELETES), `${bucket} delete`).toBe(access === 'readwrite');
      }

      // Geocoding: one action on the one place index, only for routes that geocode.
      const geo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('geo:')));
      if (route.access.geocode) {
        expect(geo).toEqual([
          expect.objectContaining({
            Action: 'geo:SearchPlaceIndexForText',
            Resource: { 'Fn::GetAtt': [ids.placeIndex, 'Arn'] },
          }),
        ]);
      } else {
        expect(geo).toEqual([]);
      }

      // Mail: sending from the stage's SES identity, only for routes that relay e-mail.
      const ses = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));
      if (route.access.mail) {
        expect(ses).toHaveLength(1);
        expect(actionsOf(ses[0]!)).toEqual(['ses:SendEmail']);
        expect(JSON.stringify(ses[0]!.Resource)).toMatch(/:identity\/[^*"]+"/);
      } else {
        expect(ses).toEqual([]);
      }

      // Cognito: the declared user pool actions only, on the stage's own pool only.
      const pool = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:')));
      if (route.access.cognito?.length) {
        expect(pool).toHaveLength(1);
        expect(actionsOf(pool[0]!).sort()).toEqual(
          route.access.cognito.map((action) => `cognito-idp:${action}`).sort(),
        );
        expect(pool[0]!.Resource).toEqual({ 'Fn::GetAtt': [ids.userPool, 'Arn'] });
      } else {
        expect(pool).toEqual([]);
      }

      // Payments: reading the stage's Stripe secret, by its name, and nothing else of Secrets
      // Manager, only for routes that talk to the payment provider.
      const secrets = statements.filter((s) =>
        actionsOf(s).some((a) => a.startsWith('secretsmanager:')),
      );
      // Vehicle data: likewise the stage's vehicle data secret, only for the lookup.
      const secretName = route.access.payments
        ? 'stripe'
        : route.access.vehicleData
          ? 'vehicle-data'
          : route.access.alertSigning
            ? 'alert-signing-key'
            : undefined;
      if (secretName) {
        expect(secrets).toHaveLength(1);
        expect(actionsOf(secrets[0]!)).toEqual(['secretsmanager:GetSecretValue']);
        const resource = JSON.stringify(secrets[0]!.Resource);
        expect(resource).toContain(`:secret:vanyard/dev/${secretName}-??????`);
        expect(resource).not.toContain('*');
      } else {
        expect(secrets).toEqual([]);
      }

      // Nothing else: no statement outside logs, the table, the buckets, the place index and
      // the user pool.
      const allowed = new Set([
        logGroup,
        ids.table,
        ids.images,
        ids.sitemaps,
        ids.search,
        ids.exports,
      ]);
      if (route.access.geocode) allowed.add(ids.placeIndex);
      if (route.access.cognito?.length) allowed.add(ids.userPool);
      // Starting boost expiries: StartExecution on that one state machine (boost-expiry.test.ts).
      if (route.access.boostExpiry) allowed.add(ids.boostExpiry);
      // Starting CSV import runs: StartExecution on that one state machine (csv-import.test.ts).
      if (route.access.csvImport) allowed.add(ids.csvImport);
      for (const s of statements) {
        for (const id of referencedIds(s.Resource)) expect(allowed, id).toContain(id);
      }
    },
  );

  it('lets only the users export write, read or sign links to the exports bucket', () => {
    const withExports = ACCESS_MATRIX_ROUTES.filter(
      (route) => (route.access.exports ?? 'none') !== 'none',
    );
    expect(withExports.map((route) => route.id)).toEqual(['AdminExportUsers']);
    const actions = statementsOf(withExports[0]!)
      .filter((s) => referencedIds(s.Resource).has(ids.exports))
      .flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
  });

  it('changes accounts in the user pool only from the role and disabled routes', () => {
    const withPool = ACCESS_MATRIX_ROUTES.filter((route) => route.access.cognito?.length);
    expect(withPool.map((route) => route.id).sort()).toEqual([
      'AdminSetUserDisabled',
      'AdminSetUserRole',
    ]);
    const role = statementsOf(withPool.find((r) => r.id === 'AdminSetUserRole')!)
      .filter((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:')))
      .flatMap(actionsOf);
    // Granting admin never comes with disabling accounts, and the other way round.
    expect(role).not.toContain('cognito-idp:AdminDisableUser');
    const disabled = statementsOf(withPool.find((r) => r.id === 'AdminSetUserDisabled')!)
      .filter((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:')))
      .flatMap(actionsOf);
    expect(disabled).not.toContain('cognito-idp:AdminAddUserToGroup');
  });

  it("gives the page renderer exactly the union of the page data routes' grants", () => {
    const renderer = built.stack.pageRenderer;
    const roleRef = JSON.stringify({ Ref: logicalId(renderer.role) });
    const rendererStatements = Object.values(built.template.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === roleRef))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    // One (action, resource) pair a line, so statements grouped differently still compare.
    const grants = (statements: Statement[]) =>
      new Set(
        statements
          .filter((s) => !actionsOf(s).some((a) => a.startsWith('logs:')))
          .flatMap((s) => {
            expect(s.Effect).toBe('Allow');
            const resources = Array.isArray(s.Resource) ? s.Resource : [s.Resource];
            return actionsOf(s).flatMap((a) => resources.map((r) => `${a} ${JSON.stringify(r)}`));
          }),
      );
    const routes = Object.values(PAGE_DATA_ROUTES).map((contract) =>
      ACCESS_MATRIX_ROUTES.find((route) => route.id === contract.id)!,
    );
    const union = new Set(routes.flatMap((route) => [...grants(statementsOf(route))]));
    const own = grants(rendererStatements);
    // Search (index and geocoding) writes the geocoder's cache: the widest of the five.
    for (const action of ['dynamodb:PutItem', 's3:GetObject*', 'geo:SearchPlaceIndexForText']) {
      expect(
        [...union].some((g) => g.startsWith(`${action} `)),
        action,
      ).toBe(true);
    }
    // Beyond the routes' grants: its own log group, and reading the site-origin parameter.
    const parameter = [...own].filter((g) => g.startsWith('ssm:'));
    expect(parameter).toHaveLength(1);
    expect(parameter[0]).toMatch(/^ssm:GetParameter .*:parameter\/vanyard\/dev\/site-origin"/);
    expect([...own].filter((g) => !g.startsWith('ssm:')).sort()).toEqual([...union].sort());
    // Its logs: its own log group only.
    const logs = rendererStatements.filter((s) => actionsOf(s).some((a) => a.startsWith('logs:')));
    for (const s of logs) {
      expect([...referencedIds(s.Resource)]).toEqual([logicalId(renderer.logGroup)]);
    }
    const role = built.template.findResources('AWS::IAM::Role')[logicalId(renderer.role)];
    expect(role?.Properties.ManagedPolicyArns).toBeUndefined();
    expect(role?.Properties.Policies).toBeUndefined();
  });

  it('never grants a DynamoDB action on a wildcard resource anywhere in the stack', () => {
    for (const policy of Object.values(built.template.findResources('AWS::IAM::Policy'))) {
      for (const s of policy.Properties.PolicyDocument.Statement as Statement[]) {
        if (!actionsOf(s).some((a) => a.startsWith('dynamodb:'))) continue;
        const resources = Array.isArray(s.Resource) ? s.Resource : [s.Resource];
        for (const r of resources) expect(r).not.toBe('*');
      }
    }
  });
});
