import type { RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import {
  CSV_IMPORT,
  CSV_IMPORT_SUBSTITUTIONS,
  type CsvImportTaskDefinition,
} from '../definitions/state-machines';
import type { Geocoding } from './geocoding';
import { grantBucketAccess } from './grants';
import type { RouteBuckets } from './route-function-context';
import { allowStartExecution, taskStateMachine } from './task-state-machine';
import { WorkerFunction, type WorkerMail } from './worker-function';

export type CsvImportProps = {
  stage: string;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  geocoding: Geocoding;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
  /** The stage's sender: a feed run's failure mail (decision 074) goes from Summarise. */
  mail?: WorkerMail;
  /** The site's origin, for the link in that mail. */
  siteUrl: string;
};

/** The variable that names the state machine to the functions that start it. */
export const CSV_IMPORT_ENV = 'CSV_IMPORT_STATE_MACHINE';

type TaskKey = keyof typeof CSV_IMPORT.tasks;

/**
 * The CSV import (docs/csv-import.md): a Standard state machine from the shared definition
 * (infra/stack/definitions/state-machines.ts) and its three task functions, each with exactly the
 * table keys, object prefixes of the images bucket and geocoding its definition names. The
 * state machine's role may invoke those three functions and nothing else; the routes that start
 * imports are granted StartExecution on it alone (`allowStart`).
 */
export class CsvImport extends Construct {
  readonly stateMachine: sfn.StateMachine;
  readonly role: iam.Role;
  readonly tasks: Record<TaskKey, WorkerFunction>;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: CsvImportProps) {
    super(scope, id);
    const task = (definition: CsvImportTaskDefinition) => {
      const worker = new WorkerFunction(this, definition.id, {
        definition,
        kind: 'state machine task',
        stage: props.stage,
        table: props.table,
        buckets: props.buckets,
        mail: props.mail,
        siteUrl: definition.siteLinks ? props.siteUrl : undefined,
        environment: {
          ...(definition.images ? { IMAGES_BUCKET: props.buckets.images.bucketName } : {}),
          ...(definition.geocode
            ? { GEOCODER: 'location', PLACE_INDEX_NAME: props.geocoding.placeIndexName }
            : {}),
        },
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
      });
      if (definition.images) {
        grantBucketAccess(worker, definition.images, props.buckets.images, worker.role, 'it');
      }
      if (definition.geocode) props.geocoding.grantGeocode(worker.role);
      return worker;
    };
    this.tasks = {
      parse: task(CSV_IMPORT.tasks.parse),
      chunk: task(CSV_IMPORT.tasks.chunk),
      reconcile: task(CSV_IMPORT.tasks.reconcile),
      summarise: task(CSV_IMPORT.tasks.summarise),
    };

    ({
      role: this.role,
      logGroup: this.logGroup,
      stateMachine: this.stateMachine,
    } = taskStateMachine(this, {
      roleDescription: `VanYard ${props.stage} CSV import state machine`,
      machine: CSV_IMPORT,
      substitutions: Object.fromEntries(
        (Object.keys(CSV_IMPORT_SUBSTITUTIONS) as TaskKey[]).map((key) => [
          CSV_IMPORT_SUBSTITUTIONS[key],
          this.tasks[key].fn,
        ]),
      ),
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    }));
  }

  /** Lets a function start executions of this state machine only, and tells it which. */
  allowStart(fn: lambda.Function): void {
    allowStartExecution(this.stateMachine, CSV_IMPORT_ENV, fn);
  }
}
