import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#infra/stack/definitions/routes';
import { SCHEDULES } from '#infra/stack/definitions/schedules';
import { STREAM_CONSUMERS } from '#infra/stack/definitions/stream-consumers';
import { ALARM_THRESHOLDS } from '#infra/stack/constructs/operational-alarms';
import { FULL_CONFIG, logicalId, synth, type Built } from './support/synth';

type Alarm = {
  Properties: {
    AlarmActions?: unknown;
    Metrics?: Array<{ Expression?: string; MetricStat?: { Metric?: { MetricName?: string } } }>;
    Threshold?: number;
    Namespace?: string;
    MetricName?: string;
    Statistic?: string;
    Dimensions?: Array<{ Value?: { Ref?: string } }>;
  };
};

describe('OperationalAlarms', () => {
  let without: Built;
  let withEmail: Built;
  let alarms: Alarm[];
  beforeAll(() => {
    without = synth();
    withEmail = synth({ config: { alarmEmail: FULL_CONFIG.alarmEmail } });
    alarms = Object.values(withEmail.template.findResources('AWS::CloudWatch::Alarm')) as Alarm[];
  });

  it('has one topic per stage that every alarm notifies; mailed only when the stage has an address', () => {
    for (const built of [without, withEmail]) {
      built.template.resourceCountIs('AWS::SNS::Topic', 1);
      const topic = logicalId(built.stack.alarms.topic);
      for (const alarm of Object.values(built.template.findResources('AWS::CloudWatch::Alarm'))) {
        expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
      }
    }
    without.template.resourceCountIs('AWS::SNS::Subscription', 0);
    withEmail.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: FULL_CONFIG.alarmEmail,
    });
  });

  it("alarms on the API's 5xx rate, not a count", () => {
    const rate = alarms.find((a) =>
      a.Properties.Metrics?.some((m) => m.Expression?.includes('100 * errors / requests')),
    );
    expect(rate?.Properties.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
    const metrics = rate!.Properties.Metrics!.map((m) => m.MetricStat?.Metric?.MetricName)
      .filter(Boolean)
      .sort();
    expect(metrics).toEqual(['5xx', 'Count']);
  });

  it("alarms on 429s counted from the API's access log, and on Lambda throttles", () => {
    const filter = Object.values(withEmail.template.findResources('AWS::Logs::MetricFilter')).find(
      (f) => JSON.stringify(f).includes('Api429'),
    );
    expect(filter!.Properties).toMatchObject({
      FilterPattern: '{ $.status = "429" }',
      LogGroupName: { Ref: logicalId(withEmail.stack.api.accessLogs) },
      MetricTransformations: [{ MetricName: 'Api429', MetricNamespace: 'VanYard' }],
    });
    const names = alarms.map((a) => `${a.Properties.Namespace}/${a.Properties.MetricName}`);
    expect(names).toContain('VanYard/Api429');
    const throttles = alarms.find((a) => a.Properties.MetricName === 'Throttles');
    expect(throttles?.Properties).toMatchObject({ Namespace: 'AWS/Lambda' });
    expect(throttles?.Properties.Dimensions).toBeUndefined();
  });

  it('alarms on error lines the page renderer logs, since a failed render still answers (503)', () => {
    const filter = Object.values(withEmail.template.findResources('AWS::Logs::MetricFilter')).find(
      (f) => JSON.stringify(f).includes('RenderErrors'),
    );
    expect(filter?.Properties).toMatchObject({
      FilterPattern: '{ $.level = "error" }',
      LogGroupName: {
        Ref: logicalId(withEmail.stack.pageRenderer.logGroup),
      },
      MetricTransformations: [
        { MetricName: 'RenderErrors', MetricNamespace: 'VanYard', MetricValue: '1' },
      ],
    });
    const alarm = alarms.find((a) => a.Properties.MetricName === 'RenderErrors');
    expect(alarm?.Properties).toMatchObject({
      Namespace: 'VanYard',
      Statistic: 'Sum',
      Threshold: ALARM_THRESHOLDS.renderErrors,
    });
  });

  it("alarms on each stream consumer's iterator age and failure queue depth", () => {
    for (const consumer of STREAM_CONSUMERS) {
      const { worker, failures } = withEmail.stack.streamConsumers.consumers.get(consumer.id)!;
      const age = alarms.find(
        (a) =>
          a.Properties.MetricName === 'IteratorAge' &&
          a.Properties.Dimensions?.[0]?.Value?.Ref === logicalId(worker.fn),
      );
      expect(age?.Properties).toMatchObject({
        Statistic: 'Maximum',
        Threshold: ALARM_THRESHOLDS.iteratorAgeMs,
      });
      const depth = alarms.find(
        (a) =>
          a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(a.Properties.Dimensions).includes(logicalId(failures)),
      );
      expect(depth?.Properties).toMatchObject({ Threshold: 1, Namespace: 'AWS/SQS' });
    }
  });

  it('alarms on errors of every function: routes, stream consumers, jobs, auth triggers, photos', () => {
    const errors = alarms.filter((a) => a.Properties.MetricName === 'Errors');
    // + the auth triggers, the photo processor, the boost expiry's task, the CSV import's 4 and
    // the page renderer.
    expect(errors).toHaveLength(ROUTES.length + STREAM_CONSUMERS.length + SCHEDULES.length + 10);
    const functions = new Set(
      errors.map((a) => a.Properties.Dimensions?.[0]?.Value?.Ref as string),
    );
    expect(functions.size).toBe(errors.length);
    for (const route of ROUTES) {
      expect(functions, route.id).toContain(
        logicalId(withEmail.stack.api.functions.get(route.id)!.fn),
      );
    }
    expect(functions).toContain(logicalId(withEmail.stack.authTriggers.profile.fn));
    expect(functions).toContain(logicalId(withEmail.stack.authTriggers.messages.fn));
    expect(functions).toContain(logicalId(withEmail.stack.authTriggers.linking.fn));
    expect(functions).toContain(logicalId(withEmail.stack.imagePipeline.fn));
    expect(functions).toContain(logicalId(withEmail.stack.pageRenderer.fn));
    expect(functions).toContain(logicalId(withEmail.stack.boostExpiry.task.fn));
    for (const task of Object.values(withEmail.stack.csvImport.tasks)) {
      expect(functions).toContain(logicalId(task.fn));
    }
  });
});
