import { describe, expect, it } from 'vitest';
import { toLambdaRecord } from '#infra/local/stage/workers/stream-records';

describe('stream records as Lambda delivers them', () => {
  it('keeps the fields, gives the time in seconds, binary as base64 and the stream ARN', () => {
    const record = toLambdaRecord(
      {
        eventID: 'e1',
        eventName: 'MODIFY',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'ddblocal',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2026-11-22T08:12:00.500Z'),
          Keys: { PK: { S: 'LISTING#1' }, SK: { S: 'LISTING' } },
          NewImage: {
            PK: { S: 'LISTING#1' },
            blob: { B: new Uint8Array([1, 2, 3]) },
            nested: { M: { list: { L: [{ BS: [new Uint8Array([255])] }, { N: '1' }] } } },
          },
          SequenceNumber: '000000000000000000002',
          SizeBytes: 66,
          StreamViewType: 'NEW_AND_OLD_IMAGES',
        },
      },
      'arn:aws:dynamodb:ddblocal:000000000000:table/t/stream/x',
    );
    expect(record).toEqual({
      eventID: 'e1',
      eventName: 'MODIFY',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'ddblocal',
      eventSourceARN: 'arn:aws:dynamodb:ddblocal:000000000000:table/t/stream/x',
      dynamodb: {
        ApproximateCreationDateTime: Date.parse('2026-11-22T08:12:00Z') / 1000,
        Keys: { PK: { S: 'LISTING#1' }, SK: { S: 'LISTING' } },
        NewImage: {
          PK: { S: 'LISTING#1' },
          blob: { B: 'AQID' },
          nested: { M: { list: { L: [{ BS: ['/w=='] }, { N: '1' }] } } },
        },
        SequenceNumber: '000000000000000000002',
        SizeBytes: 66,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
  });
});
