import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from './button';

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('Button', () => {
  it('is a <button type="button"> by default, with the primary look', () => {
    const out = html(<Button onClick={() => {}}>Save changes</Button>);
    expect(out).toMatch(
      /^<button type="button" class="[^"]*bg-brand-700[^"]*">Save changes<\/button>$/,
    );
  });

  it('keeps a submit type and passes aria attributes on', () => {
    const out = html(
      <Button type="submit" variant="danger" aria-disabled aria-describedby="note">
        Delete
      </Button>,
    );
    expect(out).toContain('type="submit"');
    expect(out).toContain('aria-disabled="true"');
    expect(out).toContain('aria-describedby="note"');
    expect(out).toContain('bg-red-700');
  });

  it('with href is a real link, a router link or a plain <a> for an external target', () => {
    expect(html(<Button href="/dashboard">Dashboard</Button>)).toMatch(
      /^<a class="[^"]*" href="\/dashboard"[^>]*>Dashboard<\/a>$/,
    );
    expect(
      html(
        <Button href="/api/files/x.csv" external variant="secondary">
          Download
        </Button>,
      ),
    ).toMatch(/^<a href="\/api\/files\/x.csv" class="[^"]*border-slate-500[^"]*">Download<\/a>$/);
  });

  it('adds the caller\u2019s classes after the look', () => {
    expect(html(<Button className="mt-4 w-full">Go</Button>)).toMatch(/ mt-4 w-full"/);
  });
});

describe('buttonClass', () => {
  it('gives every size a minimum height, so bordered and filled buttons line up', () => {
    expect(buttonClass({ size: 'sm' })).toContain('min-h-10');
    expect(buttonClass()).toContain('min-h-11');
    expect(buttonClass({ size: 'lg', variant: 'outline' })).toContain('min-h-12');
    expect(buttonClass({ size: 'xl', variant: 'accent' })).toContain('min-h-14');
  });

  it('marks busy (aria-disabled) the same on every variant', () => {
    for (const variant of ['primary', 'secondary', 'outline', 'danger', 'approve'] as const)
      expect(buttonClass({ variant })).toContain('aria-disabled:cursor-wait');
  });

  it('stretches only when asked', () => {
    expect(buttonClass({ block: true })).toMatch(/ w-full$/);
    expect(buttonClass()).not.toContain('w-full');
  });

  it('draws a link-like button as a link, without the button box', () => {
    expect(buttonClass({ variant: 'link' })).not.toContain('min-h');
    expect(buttonClass({ variant: 'link' })).toContain('text-brand-700');
  });
});
