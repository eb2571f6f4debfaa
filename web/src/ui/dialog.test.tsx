import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { Dialog, FormDialog } from './dialog';
import { Sheet } from './sheet';
import { trapTab } from './trap-tab';

describe('Sheet', () => {
  const common = { open: false, onClose: () => {}, returnFocusRef: createRef<HTMLElement>() };

  it('as a panel: a dialog named by its h2, a named close button and a fixed footer', () => {
    const out = renderToString(
      <Sheet
        {...common}
        id="filter-drawer"
        title="Filters"
        closeLabel="Close filters"
        footer={<p>Apply</p>}
      >
        <p>Body</p>
      </Sheet>,
    );
    expect(out).toMatch(
      /^<dialog id="filter-drawer" aria-labelledby="filter-drawer-title" class="[^"]*w-\[min\(24rem,100vw\)\]/,
    );
    expect(out).toContain(
      '<h2 id="filter-drawer-title" class="text-lg font-bold text-ink">Filters</h2>',
    );
    expect(out).toContain('aria-label="Close filters"');
    expect(out).toContain('<div class="border-t border-slate-200 px-4 py-3"><p>Apply</p></div>');
    // Closed, it is not open: the page behind stays usable and nothing is announced.
    expect(out).not.toMatch(/<dialog[^>]*\sopen(=""|\s|>)/);
  });

  it('as a menu: named by aria-label, no heading added to the page, "Close menu"', () => {
    const out = renderToString(
      <Sheet {...common} id="site-menu" title="Menu" titleAs="label" placement="menu">
        <nav aria-label="Main" />
      </Sheet>,
    );
    expect(out).toMatch(
      /^<dialog id="site-menu" aria-label="Menu" class="[^"]*w-\[min\(20rem,85vw\)\]/,
    );
    expect(out).not.toContain('<h2');
    expect(out).toContain('<p class="text-lg font-bold text-brand-700">Menu</p>');
    expect(out).toContain('aria-label="Close menu"');
  });

  it('opens on the left for the admin navigation', () => {
    const out = renderToString(
      <Sheet {...common} id="admin-menu" title="Admin menu" titleAs="label" placement="menu-left">
        <nav aria-label="Admin" />
      </Sheet>,
    );
    expect(out).toContain('right-auto left-0 w-[min(18rem,85vw)]');
  });
});

describe('Dialog', () => {
  it('is named by its title and described by its description', () => {
    const out = renderToString(
      <Dialog
        id="reject"
        title="Reject listing"
        description="The seller is told why."
        busy={false}
        onClose={() => {}}
        initialFocusRef={createRef<HTMLElement>()}
      >
        {() => <button type="button">Cancel</button>}
      </Dialog>,
    );
    expect(out).toMatch(
      /^<dialog id="reject" aria-labelledby="reject-title" aria-describedby="reject-description"/,
    );
    expect(out).toContain('<h2 id="reject-title"');
    expect(out).toContain(
      '<div id="reject-description" class="mt-2 break-words text-ink">The seller is told why.</div>',
    );
  });

  it('without a description has no aria-describedby', () => {
    const out = renderToString(
      <Dialog
        id="d"
        title="Sure?"
        busy={false}
        onClose={() => {}}
        initialFocusRef={createRef<HTMLElement>()}
      >
        {() => null}
      </Dialog>,
    );
    expect(out).not.toContain('aria-describedby');
  });
});

/** Tab and Shift+Tab inside a modal (Dialog, Sheet, the image viewer), without a browser. */
describe('FormDialog', () => {
  const render = (busy: boolean) =>
    renderToString(
      <FormDialog
        id="refund"
        title="Refund payment"
        busy={busy}
        onClose={() => {}}
        initialFocusRef={createRef<HTMLElement>()}
        onSubmit={() => {}}
        confirmLabel="Refund"
        busyLabel="Refunding..."
      >
        <input name="reason" />
      </FormDialog>,
    );

  it('holds a form of its fields, then Cancel and a confirm button that submits it', () => {
    const out = render(false);
    expect(out).toContain('<form noValidate="" class="mt-4 grid gap-4"><input name="reason"/>');
    expect(out).toMatch(
      /<button type="button"[^>]*>Cancel<\/button><button type="submit"[^>]*>Refund<\/button>/,
    );
    expect(out).toMatch(/<\/form><\/dialog>$/);
  });

  it('says the change is on its way while busy', () => {
    expect(render(true)).toMatch(
      /<button type="submit" aria-disabled="true"[^>]*>Refunding...<\/button>/,
    );
  });
});

describe('trapTab', () => {
  type Fake = { focus: Mock; getClientRects: () => unknown[] };
  const control = (shown = true): Fake => ({
    focus: vi.fn(),
    getClientRects: () => (shown ? [{}] : []),
  });
  const realDocument = globalThis.document;
  afterEach(() => {
    globalThis.document = realDocument;
  });

  function press(key: string, shiftKey: boolean, controls: Fake[], active: unknown) {
    globalThis.document = { activeElement: active } as unknown as Document;
    const preventDefault = vi.fn();
    const event = {
      key,
      shiftKey,
      preventDefault,
      currentTarget: {
        querySelectorAll: () => controls,
        contains: (element: unknown) => controls.includes(element as Fake),
      },
    };
    trapTab(event as unknown as Parameters<typeof trapTab>[0]);
    return preventDefault;
  }

  it('wraps Tab from the last control to the first', () => {
    const [first, middle, last] = [control(), control(), control()];
    expect(press('Tab', false, [first!, middle!, last!], last)).toHaveBeenCalled();
    expect(first!.focus).toHaveBeenCalled();
  });

  it('wraps Shift+Tab from the first control to the last', () => {
    const [first, last] = [control(), control()];
    expect(press('Tab', true, [first!, last!], first)).toHaveBeenCalled();
    expect(last!.focus).toHaveBeenCalled();
  });

  it('leaves Tab between inner controls to the browser', () => {
    const [first, middle, last] = [control(), control(), control()];
    expect(press('Tab', false, [first!, middle!, last!], middle)).not.toHaveBeenCalled();
    expect(first!.focus).not.toHaveBeenCalled();
  });

  it('brings the focus back in when it is outside', () => {
    const [first, last] = [control(), control()];
    expect(press('Tab', false, [first!, last!], { outside: true })).toHaveBeenCalled();
    expect(first!.focus).toHaveBeenCalled();
  });

  it('skips controls that are not rendered', () => {
    const [first, last, hidden] = [control(), control(), control(false)];
    press('Tab', false, [first!, last!, hidden!], last);
    expect(first!.focus).toHaveBeenCalled();
  });

  it('ignores every other key (Escape is the native dialog\u2019s)', () => {
    const [first, last] = [control(), control()];
    expect(press('Escape', false, [first!, last!], last)).not.toHaveBeenCalled();
  });
});
