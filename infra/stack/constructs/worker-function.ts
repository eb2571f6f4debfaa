import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { BucketAccess } from '../definitions/routes';
import type { WorkerAccess } from '../definitions/worker-access';
import { grantBucketAccess, grantKeyScopedTable } from './grants';
import { grantSecret, grantSendMail } from './route-grants';
import { createHandlerFunction } from './handler-function';
import type { RouteBuckets } from './route-function-context';

/** A job's bucket name reaches it under the variable the local stage uses (handler-env.ts). */
const BUCKET_ENV = {
  images: 'IMAGES_BUCKET',
  sitemaps: 'SITEMAPS_BUCKET',
  search: 'SEARCH_BUCKET',
  exports: 'EXPORTS_BUCKET',
};

/** The stage's SES sender (MAIL_FROM) and the identity and region it belongs to. */
export type WorkerMail = { from: string; identity: { name: string; region: string } };

export type WorkerFunctionProps = {
  definition: {
    handler: string;
    description: string;
    memoryMb: number;
    timeoutSeconds: number;
    access: WorkerAccess;
  };
  /** 'stream consumer' or 'scheduled job', for descriptions. */
  kind: string;
  stage: string;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  /** The site's origin (SITE_ORIGIN), for jobs that write absolute links (sitemaps). */
  siteUrl?: string;
  /** The stage's vehicle data secret, for a definition with `vehicleData` access. */
  vehicleDataSecretName?: string;
  /** The stage's sender, for a definition with `mail` access. */
  mail?: WorkerMail;
  /** The stage's alert signing secret, for a definition with `alertSigning` access. */
  alertSigningSecretName?: string;
  /** Variables of this function alone (names of what its construct grants it). */
  environment?: Record<string, string>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/**
 * The function of a stream consumer or a scheduled job: exactly the table keys and buckets its
 * definition names (infra/stack/definitions/worker-access.ts), and the variables for those only.
 */
export class WorkerFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: WorkerFunctionProps) {
    super(scope, id);
    const { definition, buckets } = props;
    const bucketAccess = Object.entries(definition.access.buckets ?? {}).filter(
      (entry): entry is [keyof RouteBuckets, BucketAccess] => entry[1] !== 'none',
    );
    const vehicleData = definition.access.vehicleData ? props.vehicleDataSecretName : undefined;
    if (definition.access.vehicleData && !vehicleData)
      throw new Error(`${id} has vehicleData access but no vehicle data secret was given`);
    const mail = definition.access.mail ? props.mail : undefined;
    if (definition.access.mail && !mail) throw new Error(`${id} has mail access but no sender`);
    const signing = definition.access.alertSigning ? props.alertSigningSecretName : undefined;
    if (definition.access.alertSigning && !signing)
      throw new Error(`${id} has alertSigning access but no signing secret was given`);
    const { fn, role } = createHandlerFunction(this, {
      handler: definition.handler,
      description: `${props.kind}: ${definition.description}`,
      roleDescription: `VanYard ${props.stage} ${props.kind} ${id}`,
      memoryMb: definition.memoryMb,
      timeout: Duration.seconds(definition.timeoutSeconds),
      environment: {
        STAGE: props.stage,
        TABLE_NAME: props.table.tableName,
        NODE_OPTIONS: '--enable-source-maps',
        ...(props.siteUrl ? { SITE_ORIGIN: props.siteUrl } : {}),
        ...props.environment,
        ...(vehicleData
          ? { VEHICLE_DATA_PROVIDER: 'dvla', VEHICLE_DATA_SECRET_NAME: vehicleData }
          : {}),
        ...(mail
          ? { MAIL_PROVIDER: 'ses', MAIL_FROM: mail.from, SES_REGION: mail.identity.region }
          : {}),
        ...(signing ? { ALERT_SIGNING_SECRET_NAME: signing } : {}),
        ...Object.fromEntries(
          bucketAccess.map(([key]) => [BUCKET_ENV[key], buckets[key].bucketName]),
        ),
      },
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.fn = fn;
    this.role = role;
    grantKeyScopedTable(definition.access.table, props.table, role);
    if (vehicleData) grantSecret(role, vehicleData);
    if (signing) grantSecret(role, signing);
    if (mail) grantSendMail(role, mail.identity);
    for (const [key, access] of bucketAccess) {
      grantBucketAccess(this, access, buckets[key], role, `this ${props.kind}`);
    }
  }
}
