import type { _Record, AttributeValue as SdkValue } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The SDK gives binary values as bytes; Lambda's stream events carry them as base64 text. */
function lambdaValue(value: SdkValue): AttributeValue {
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  if (value.L !== undefined) return { L: value.L.map(lambdaValue) };
  if (value.M !== undefined) return { M: lambdaImage(value.M)! };
  return value as AttributeValue;
}

function lambdaImage(image: Record<string, SdkValue> | undefined) {
  if (!image) return undefined;
  return Object.fromEntries(Object.entries(image).map(([name, v]) => [name, lambdaValue(v)]));
}

/**
 * A record from DynamoDB Streams' GetRecords as Lambda hands it to a stream consumer: the
 * same fields, creation time in epoch seconds, binary as base64, and the stream's ARN.
 */
export function toLambdaRecord(record: _Record, streamArn: string): DynamoDBRecord {
  const stream = record.dynamodb ?? {};
  const created = stream.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource ?? 'aws:dynamodb',
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(created ? { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) } : {}),
      Keys: lambdaImage(stream.Keys),
      ...(stream.NewImage ? { NewImage: lambdaImage(stream.NewImage) } : {}),
      ...(stream.OldImage ? { OldImage: lambdaImage(stream.OldImage) } : {}),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
  };
}
