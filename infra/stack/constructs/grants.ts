import { Names, Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import type { BucketAccess, PrefixAccess } from '../definitions/routes';
import type { WorkerAccess } from '../definitions/worker-access';

export function logicalIdOf(resource: unknown): string {
  const cfn = resource as CfnResource;
  return Stack.of(cfn).resolve(cfn.logicalId) as string;
}

/**
 * An attribute of `resource` (its ARN unless told) as cdk-nag writes it in a finding about a
 * policy in `scope`'s stack: `<LogicalId.Arn>` in the resource's own stack. In a nested stack
 * (the route stacks) CDK hands the value in as a parameter, `reference-to-` + the resource's
 * unique id + the attribute, so the finding names that parameter:
 * `<referencetoVanYarddevListingsTable7F64227BArn>`.
 */
export function nagReferenceOf(scope: IConstruct, resource: unknown, attribute = 'Arn'): string {
  const cfn = resource as CfnResource;
  const owner = Stack.of(cfn);
  const user = Stack.of(scope);
  if (user === owner) return `<${logicalIdOf(cfn)}.${attribute}>`;
  let parent = user.nestedStackParent;
  while (parent && parent !== owner) parent = parent.nestedStackParent;
  if (!parent) {
    throw new Error(`${scope.node.path}: ${cfn.node.path} is not in this stack or a parent of it`);
  }
  return `<referenceto${Names.nodeUniqueId(cfn.node)}${attribute}>`;
}

/** Acknowledges one cdk-nag IAM5 finding (a wildcard) on `scope`, with its reason. */
export function acknowledgeWildcard(scope: IConstruct, finding: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}

/**
 * S3 access as a route or job declares it: 'read' = grantRead, 'write' = grantPut (create
 * only; deleting needs 'readwrite'), 'readwrite' = grantReadWrite. CDK's action groups
 * (s3:GetObject* ...) and the bucket's `/*` are acknowledged on `scope`.
 */
export function grantBucketAccess(
  scope: IConstruct,
  access: BucketAccess | PrefixAccess,
  bucket: s3.IBucket,
  role: iam.IRole,
  who: string,
): void {
  if (typeof access === 'object') {
    grantPrefixAccess(scope, access, bucket, role);
    return;
  }
  if (access === 'none') return;
  if (access === 'read') bucket.grantRead(role);
  else if (access === 'write') bucket.grantPut(role);
  else bucket.grantReadWrite(role);
  const reason = 'Object-level S3 actions on the objects of this one bucket only.';
  acknowledgeWildcard(
    scope,
    `Resource::${nagReferenceOf(scope, bucket.node.defaultChild)}/*`,
    reason,
  );
  const actions =
    access === 'write'
      ? ['s3:Abort*']
      : access === 'read'
        ? ['s3:GetObject*', 's3:GetBucket*', 's3:List*']
        : ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];
  for (const action of actions) {
    acknowledgeWildcard(
      scope,
      `Action::${action}`,
      `CDK's S3 grant action group ${action}, limited by resource to the buckets ${who} declares.`,
    );
  }
}

const PREFIX_ACTIONS = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
} as const;

/** One statement per action, on the objects under the named prefixes of the bucket only. */
function grantPrefixAccess(
  scope: IConstruct,
  access: PrefixAccess,
  bucket: s3.IBucket,
  role: iam.IRole,
): void {
  const bucketArn = nagReferenceOf(scope, bucket.node.defaultChild);
  const prefixes = new Set<string>();
  for (const kind of ['read', 'write', 'delete'] as const) {
    const under = access[kind] ?? [];
    if (under.length === 0) continue;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [PREFIX_ACTIONS[kind]],
        resources: under.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      }),
    );
    for (const prefix of under) prefixes.add(prefix);
  }
  for (const prefix of prefixes) {
    acknowledgeWildcard(
      scope,
      `Resource::${bucketArn}/${prefix}*`,
      `Objects under ${prefix} of this one bucket only: each photo file has its own key.`,
    );
  }
}

const ITEM_READS = ['dynamodb:GetItem', 'dynamodb:Query'];
/** What a request path may read: items and queries, never a Scan (docs/data-model.md). */
export const ROUTE_TABLE_READS = [
  ...ITEM_READS,
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
];
const ITEM_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
export const ROUTE_TABLE_WRITES = ITEM_WRITES;

/**
 * Table access of a stream consumer or job: item actions on the base table, limited to the
 * named partition keys by `dynamodb:LeadingKeys`; Query on the named indexes only; Scan when
 * declared.
 */
export function grantKeyScopedTable(
  access: WorkerAccess['table'],
  table: dynamodb.ITable,
  role: iam.IRole,
): void {
  const keyed = (actions: string[], keys: readonly string[] | undefined) => {
    if (!keys || keys.length === 0) return;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions,
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [...keys] } },
      }),
    );
  };
  const prefixed = (actions: string[], prefixes: readonly string[] | undefined) => {
    if (!prefixes || prefixes.length === 0) return;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions,
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`),
          },
        },
      }),
    );
  };
  keyed(ITEM_READS, access?.readKeys);
  keyed(ITEM_WRITES, access?.writeKeys);
  prefixed(ITEM_READS, access?.readKeyPrefixes);
  prefixed(ITEM_WRITES, access?.writeKeyPrefixes);
  if (access?.queryIndexes?.length) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: access.queryIndexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }
  if (access?.scan) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['dynamodb:Scan'], resources: [table.tableArn] }),
    );
  }
}
