import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy, type ShareNavigator } from './share-link';

const data = { title: '2019 Ford Transit Custom', url: 'https://vanyard.example/used-vans/x' };

function abort(): Error {
  const error = new Error('Share canceled');
  error.name = 'AbortError';
  return error;
}

describe('shareOrCopy', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const nav: ShareNavigator = { share, clipboard: { writeText } };
    expect(await shareOrCopy(data, nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the link when the share sheet cannot share it', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const nav: ShareNavigator = { share, canShare: () => false, clipboard: { writeText } };
    expect(await shareOrCopy(data, nav)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('does nothing more when the buyer closes the share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const nav: ShareNavigator = { share: () => Promise.reject(abort()), clipboard: { writeText } };
    expect(await shareOrCopy(data, nav)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet refuses', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const refused = new Error('Permission denied');
    refused.name = 'NotAllowedError';
    const nav: ShareNavigator = { share: () => Promise.reject(refused), clipboard: { writeText } };
    expect(await shareOrCopy(data, nav)).toBe('copied');
  });

  it('reports a failure when neither works', async () => {
    expect(await shareOrCopy(data, {})).toBe('failed');
    const nav: ShareNavigator = { clipboard: { writeText: () => Promise.reject(new Error('no')) } };
    expect(await shareOrCopy(data, nav)).toBe('failed');
  });
});
