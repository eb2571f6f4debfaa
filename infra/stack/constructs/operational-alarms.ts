import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export type StreamConsumerAlarmTarget = { fn: lambda.IFunction; failures: sqs.IQueue };

export type OperationalAlarmsProps = {
  /** Mailed by the stage's topic when set; the topic and alarms exist either way. */
  email?: string;
  api: apigwv2.HttpApi;
  /** The API stage's JSON access log (HttpApi.accessLogs): 429s are counted from it. */
  apiAccessLogs: logs.ILogGroup;
  /** Every Lambda function of the stage by a readable name (route id, consumer, job, trigger). */
  functions: ReadonlyMap<string, lambda.IFunction>;
  /** Stream consumers by id: their iterator age and failure queue. */
  streamConsumers: ReadonlyMap<string, StreamConsumerAlarmTarget>;
  /**
   * The page renderer's log group. A failed render is not a failed invocation (the renderer
   * answers 503 with the plain shell and logs an error line), so its errors alarm counts the
   * logged errors; the function's own Errors alarm (in `functions`) covers crashes and timeouts.
   */
  pageRendererLogs?: logs.ILogGroup;
};

/** Alarm thresholds, in one place (docs/infrastructure.md lists them). */
export const ALARM_THRESHOLDS = {
  /** Share of API requests answered 5xx in 5 minutes, percent (with at least 20 requests). */
  api5xxPercent: 5,
  /** API requests refused with 429 in 5 minutes: throttles and per-client limits. */
  api429: 50,
  /** Lambda invocations throttled (concurrency) in 5 minutes, across the account's region. */
  lambdaThrottles: 1,
  /** Age of the oldest stream record a consumer has not processed yet. */
  iteratorAgeMs: 5 * 60 * 1000,
  /** Error lines the page renderer (or an API handler it runs) logged in 5 minutes. */
  renderErrors: 1,
} as const;

const PERIOD = Duration.minutes(5);

/**
 * The stage's alarms, all to one SNS topic (TLS only), which mails the stage's alarm address
 * when it has one: the API's 5xx rate and its 429s (throttled or rate-limited requests), Lambda
 * throttles, errors of every function, and each stream consumer's iterator age and failure queue.
 * A function's errors alarm lives in the function's own stack (see scopeWith).
 */
export class OperationalAlarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationalAlarmsProps) {
    super(scope, id);

    this.topic = new sns.Topic(this, 'Topic', { enforceSSL: true });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    const notify = new actions.SnsAction(this.topic);
    const alarm = (
      alarmId: string,
      alarmProps: Omit<cloudwatch.AlarmProps, 'evaluationPeriods' | 'treatMissingData'>,
      scope: Construct = this,
    ) => {
      const created = new cloudwatch.Alarm(scope, alarmId, {
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        ...alarmProps,
      });
      created.addAlarmAction(notify);
      this.alarms.push(created);
    };

    alarm('Api5xxRate', {
      alarmDescription: `More than ${ALARM_THRESHOLDS.api5xxPercent} % of API requests answered 5xx in 5 minutes.`,
      metric: new cloudwatch.MathExpression({
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: props.api.metricServerError({ period: PERIOD, statistic: 'Sum' }),
          requests: props.api.metricCount({ period: PERIOD, statistic: 'Sum' }),
        },
        period: PERIOD,
        label: 'API 5xx, % of requests',
      }),
      threshold: ALARM_THRESHOLDS.api5xxPercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    // HTTP APIs publish no throttle metric: 429s are counted from the access log.
    const tooMany = new logs.MetricFilter(this, 'Api429Filter', {
      logGroup: props.apiAccessLogs,
      filterPattern: logs.FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: 'VanYard',
      metricName: 'Api429',
      metricValue: '1',
      unit: cloudwatch.Unit.COUNT,
    });
    alarm('Api429', {
      alarmDescription: `More than ${ALARM_THRESHOLDS.api429} API requests refused with 429 in 5 minutes (API throttles and per-client rate limits).`,
      metric: tooMany.metric({ period: PERIOD, statistic: 'Sum' }),
      threshold: ALARM_THRESHOLDS.api429,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    alarm('LambdaThrottles', {
      alarmDescription: 'Lambda invocations were throttled (concurrency limit reached).',
      metric: lambda.Function.metricAllThrottles({ period: PERIOD, statistic: 'Sum' }),
      threshold: ALARM_THRESHOLDS.lambdaThrottles,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });

    for (const [name, fn] of props.functions) {
      alarm(
        `${name}Errors`,
        {
          alarmDescription: `The ${name} function failed.`,
          metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
          threshold: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        },
        this.scopeWith(fn),
      );
    }

    if (props.pageRendererLogs) {
      // The JSON lines of lambdas/platform/logger.ts and the renderer's own failure line.
      const renderErrors = new logs.MetricFilter(this, 'RenderErrorsFilter', {
        logGroup: props.pageRendererLogs,
        filterPattern: logs.FilterPattern.stringValue('$.level', '=', 'error'),
        metricNamespace: 'VanYard',
        metricName: 'RenderErrors',
        metricValue: '1',
        unit: cloudwatch.Unit.COUNT,
      });
      alarm('RenderErrors', {
        alarmDescription:
          'The page renderer logged an error: a page answered 503 with the plain shell, or an API handler it ran failed.',
        metric: renderErrors.metric({ period: PERIOD, statistic: 'Sum' }),
        threshold: ALARM_THRESHOLDS.renderErrors,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }

    for (const [name, consumer] of props.streamConsumers) {
      alarm(`${name}IteratorAge`, {
        alarmDescription: `The ${name} stream consumer is more than 5 minutes behind the table.`,
        metric: consumer.fn.metric('IteratorAge', { period: PERIOD, statistic: 'Maximum' }),
        threshold: ALARM_THRESHOLDS.iteratorAgeMs,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      });
      alarm(`${name}FailureQueue`, {
        alarmDescription: `The ${name} stream consumer gave up on a batch: its failure queue holds a message (repair: npm run search:rebuild).`,
        metric: consumer.failures.metricApproximateNumberOfMessagesVisible({
          period: PERIOD,
          statistic: 'Maximum',
        }),
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      });
    }
  }

  /**
   * Where a function's alarm goes: here, or for a function in a nested stack (a route stack),
   * that stack's `Alarms`, so the alarm counts against the stack that grows with the routes and
   * not against the stage's own stack. The topic's ARN reaches it as a nested-stack parameter.
   */
  private scopeWith(fn: lambda.IFunction): Construct {
    const stack = Stack.of(fn);
    if (stack === Stack.of(this)) return this;
    return (
      (stack.node.tryFindChild('Alarms') as Construct | undefined) ?? new Construct(stack, 'Alarms')
    );
  }
}
