import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export type OperationalAlarmsProps = {
  email: string;
  api: apigwv2.HttpApi;
  /** Route id → its function. */
  functions: ReadonlyMap<string, lambda.IFunction>;
};

/**
 * Mails the on-call address when the API starts failing: server errors at the API and
 * errors in any route function. Only created when the stage has an alarm address.
 */
export class OperationalAlarms extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: OperationalAlarmsProps) {
    super(scope, id);

    this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    const notify = new actions.SnsAction(this.topic);

    const period = Duration.minutes(5);
    new cloudwatch.Alarm(this, 'Api5xx', {
      alarmDescription: 'The API answered with 5xx errors.',
      metric: props.api.metricServerError({ period, statistic: 'Sum' }),
      threshold: 5,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(notify);

    for (const [routeId, fn] of props.functions) {
      new cloudwatch.Alarm(this, `${routeId}Errors`, {
        alarmDescription: `The ${routeId} route function failed.`,
        metric: fn.metricErrors({ period, statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(notify);
    }
  }
}
