import { describe, expect, it } from 'vitest';
import { dynamoDbLocalHeap } from '#infra/local/stage/emulators/dynamodb';

describe("DynamoDB Local's heap", () => {
  it('is 1 GB unless DYNAMODB_LOCAL_HEAP says otherwise', () => {
    expect(dynamoDbLocalHeap({})).toBe('1g');
    expect(dynamoDbLocalHeap({ DYNAMODB_LOCAL_HEAP: ' ' })).toBe('1g');
    expect(dynamoDbLocalHeap({ DYNAMODB_LOCAL_HEAP: '4g' })).toBe('4g');
    expect(dynamoDbLocalHeap({ DYNAMODB_LOCAL_HEAP: '1536m' })).toBe('1536m');
  });

  it('refuses a value the JVM would misread, naming the setting', () => {
    for (const bad of ['4', '4gb', '0g', '-1g', '4g -XX:+Foo']) {
      expect(() => dynamoDbLocalHeap({ DYNAMODB_LOCAL_HEAP: bad })).toThrow(/DYNAMODB_LOCAL_HEAP/);
    }
  });
});
