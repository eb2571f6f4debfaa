import { describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  sidebarCookie,
  sidebarExpandedFrom,
  SIDEBAR_COOKIE_MAX_AGE,
} from './sidebar-state';

const key = (over: Partial<KeyboardEvent>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...over,
});

describe('the sidebar cookie', () => {
  it('lasts 7 days, on the admin area, as sidebar_state', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookie(false)).toBe(
      'sidebar_state=false; path=/admin; max-age=604800; samesite=lax',
    );
    expect(sidebarCookie(true)).toMatch(/^sidebar_state=true; /);
  });

  it('reads collapsed only from false; anything else (or nothing) is expanded', () => {
    expect(sidebarExpandedFrom('')).toBe(true);
    expect(sidebarExpandedFrom('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(sidebarExpandedFrom('sidebar_state=true')).toBe(true);
    expect(sidebarExpandedFrom('other_sidebar_state=false')).toBe(true);
    expect(sidebarExpandedFrom('sidebar_state=nonsense')).toBe(true);
  });

  it('round-trips through the cookie string', () => {
    for (const expanded of [true, false]) {
      expect(sidebarExpandedFrom(sidebarCookie(expanded).split(';')[0]!)).toBe(expanded);
    }
  });
});

describe('the sidebar shortcut', () => {
  it('is Ctrl + B or Cmd + B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ key: 'B', ctrlKey: true }))).toBe(true);
  });

  it('is not B alone, nor with Alt or Shift, nor another letter', () => {
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ key: 'n', ctrlKey: true }))).toBe(false);
  });
});
