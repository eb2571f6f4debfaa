import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../infra/definitions/routes';
import { FULL_CONFIG, synth, type Built } from './support/synth';

describe('OperationalAlarms', () => {
  let without: Built;
  let withEmail: Built;
  beforeAll(() => {
    without = synth();
    withEmail = synth({ config: { alarmEmail: FULL_CONFIG.alarmEmail } });
  });

  it('is not created when the stage has no alarm address', () => {
    without.template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    without.template.resourceCountIs('AWS::SNS::Topic', 0);
  });

  it('mails the alarm address about API 5xx and about errors in each route function', () => {
    withEmail.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: FULL_CONFIG.alarmEmail,
    });
    const alarms = Object.values(withEmail.template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms).toHaveLength(ROUTES.length + 1);
    expect(alarms.map((a) => a.Properties.MetricName).sort()).toEqual(
      ['5xx', ...ROUTES.map(() => 'Errors')].sort(),
    );
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toHaveLength(1);
  });
});
