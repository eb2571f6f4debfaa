import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * A conditional write's answer (its ReturnValues), or undefined when its condition did not hold
 * (another request moved the item first, or it is not there) and nothing was written. Any other
 * error is thrown.
 */
export async function answerIf<T extends object>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** A conditional write: true once written, false when its condition did not hold. */
export async function writtenIf(write: Promise<object>): Promise<boolean> {
  return (await answerIf(write)) !== undefined;
}
