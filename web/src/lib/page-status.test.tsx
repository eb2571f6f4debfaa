import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  PageStatusContext,
  usePageStatus,
  type PageStatus,
  type PageStatusCollector,
} from './page-status';

function View({ status, noindex }: { status: PageStatus; noindex?: boolean }) {
  usePageStatus(status, { noindex });
  return null;
}

function collect(...views: { status: PageStatus; noindex?: boolean }[]): PageStatusCollector {
  const collector: PageStatusCollector = { status: 200, noindex: false };
  renderToString(
    <PageStatusContext value={collector}>
      {views.map((view, index) => (
        <View key={index} {...view} />
      ))}
    </PageStatusContext>,
  );
  return collector;
}

describe('usePageStatus', () => {
  it('keeps 200 and indexing when no view says otherwise', () => {
    expect(collect({ status: 200 })).toEqual({ status: 200, noindex: false });
  });

  it('lets 410 beat 404 beat 200, in any order', () => {
    expect(collect({ status: 404 }, { status: 200 })).toEqual({ status: 404, noindex: false });
    expect(collect({ status: 410 }, { status: 404 })).toEqual({ status: 410, noindex: false });
    expect(collect({ status: 404 }, { status: 410 }, { status: 200 }).status).toBe(410);
  });

  it('keeps noindex once any view asked for it', () => {
    expect(collect({ status: 200, noindex: true }, { status: 200 })).toEqual({
      status: 200,
      noindex: true,
    });
    expect(collect({ status: 404, noindex: true }, { status: 410 })).toEqual({
      status: 410,
      noindex: true,
    });
  });

  it('does nothing without a collector (the browser)', () => {
    expect(() => renderToString(<View status={410} noindex />)).not.toThrow();
  });
});
