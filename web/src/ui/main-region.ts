import { createContext, type RefObject } from 'react';
import { pages } from '#shared/pages';

/**
 * The page's main region, for an area that draws its own frame around its pages (the admin
 * area: its header, navigation and main region instead of the public ones). The route focus
 * moves to it after each navigation, as to the public layout's <main>; the skip link leads
 * there (MAIN_CONTENT_ID).
 */
export const MainRegionContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** The areas that draw their own frame: /admin and everything under it. */
export const OWN_FRAME_PATH = { path: pages.admin.build(), end: false } as const;
