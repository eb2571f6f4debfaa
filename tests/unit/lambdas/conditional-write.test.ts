import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { answerIf, writtenIf } from '#lambdas/platform/conditional-write';

const refused = () =>
  Promise.reject(new ConditionalCheckFailedException({ message: 'refused', $metadata: {} }));

describe('answerIf', () => {
  it("is the write's answer when its condition held", async () => {
    await expect(answerIf(Promise.resolve({ Attributes: { id: 'p1' } }))).resolves.toEqual({
      Attributes: { id: 'p1' },
    });
  });

  it('is undefined when the condition did not hold', async () => {
    await expect(answerIf(refused())).resolves.toBeUndefined();
  });

  it('throws any other failure', async () => {
    await expect(answerIf(Promise.reject(new Error('throttled')))).rejects.toThrow('throttled');
  });
});

describe('writtenIf', () => {
  it('is true once written, false when refused by its condition', async () => {
    await expect(writtenIf(Promise.resolve({}))).resolves.toBe(true);
    await expect(writtenIf(refused())).resolves.toBe(false);
  });

  it('throws any other failure', async () => {
    await expect(writtenIf(Promise.reject(new Error('no table')))).rejects.toThrow('no table');
  });
});
