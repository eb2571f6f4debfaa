import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_PROCESSOR } from '#infra/stack/definitions/image-pipeline';
import { logicalId, synth, type Built } from './support/synth';

type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
};
const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('ImagePipeline: the photo processor', () => {
  let built: Built;
  let ids: { fn: string; role: string; logs: string; images: string; table: string };
  let statements: Statement[];
  beforeAll(() => {
    built = synth();
    const { stack } = built;
    ids = {
      fn: logicalId(stack.imagePipeline.fn),
      role: logicalId(stack.imagePipeline.role),
      logs: logicalId(stack.imagePipeline.logGroup),
      images: logicalId(stack.buckets.images),
      table: logicalId(stack.data.table),
    };
    statements = Object.values(built.template.findResources('AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: ids.role }]))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
  });

  it('is an arm64 Node.js 22 function of 2048 MB and 60 s running the handler module', () => {
    const fn = built.template.findResources('AWS::Lambda::Function')[ids.fn]?.Properties;
    expect(fn).toMatchObject({
      Handler: 'index.handler',
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 2048,
      Timeout: 60,
      Role: { 'Fn::GetAtt': [ids.role, 'Arn'] },
      LoggingConfig: { LogGroup: { Ref: ids.logs } },
      Environment: {
        Variables: {
          STAGE: 'dev',
          TABLE_NAME: { Ref: ids.table },
          IMAGES_BUCKET: { Ref: ids.images },
        },
      },
    });
    expect(PHOTO_PROCESSOR.handler).toBe('process-uploaded-photo');
    // No other bucket's name reaches it.
    expect(Object.keys(fn?.Environment.Variables ?? {}).sort()).toEqual([
      'IMAGES_BUCKET',
      'NODE_OPTIONS',
      'STAGE',
      'TABLE_NAME',
    ]);
  });

  it('is invoked by the images bucket for objects created under uploads/ only', () => {
    built.template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: ids.images },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [ids.fn, 'Arn'] },
          },
        ],
      },
    });
    built.template.resourceCountIs('Custom::S3BucketNotifications', 1);
    built.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [ids.fn, 'Arn'] },
      Principal: 's3.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [ids.images, 'Arn'] },
      SourceAccount: { Ref: 'AWS::AccountId' },
    });
  });

  it('retries an invocation that threw twice, as the local stage does', () => {
    built.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: ids.fn },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 6 * 3600,
    });
  });

  it('may GetItem and UpdateItem upload records (UPLOAD#) only', () => {
    const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        Resource: { 'Fn::GetAtt': [ids.table, 'Arn'] },
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['UPLOAD#*'] } },
      },
    ]);
  });

  it('may read and delete under uploads/ and write under processed/ of the images bucket, nothing else', () => {
    const s3 = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    const objects = (prefix: string) => ({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [ids.images, 'Arn'] }, `/${prefix}*`]],
    });
    expect(s3).toEqual([
      {
        Effect: 'Allow',
        Action: [
          's3:GetObject',
          's3:GetObjectVersion',
          's3:DeleteObject',
          's3:DeleteObjectVersion',
        ],
        Resource: objects('uploads/'),
      },
      { Effect: 'Allow', Action: 's3:PutObject', Resource: objects('processed/') },
    ]);
  });

  it('has no statement beyond its log group, the table and those prefixes', () => {
    expect(statements.length).toBe(4);
    const logs = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('logs:')));
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs[0]!.Resource)).toContain(ids.logs);
    for (const s of statements) {
      expect(s.Effect).toBe('Allow');
      expect(s.Resource).not.toBe('*');
    }
    const role = built.template.findResources('AWS::IAM::Role')[ids.role]?.Properties;
    expect(role?.ManagedPolicyArns).toBeUndefined();
    expect(role?.Policies).toBeUndefined();
  });

  it('is watched by the errors alarm like every other function', () => {
    const withAlarms = synth({ config: { alarmEmail: 'ops@vanyard.example' } });
    withAlarms.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [
        { Name: 'FunctionName', Value: { Ref: logicalId(withAlarms.stack.imagePipeline.fn) } },
      ],
    });
  });
});
