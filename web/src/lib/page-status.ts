import { createContext, useContext } from 'react';

export type PageStatus = 200 | 404 | 410;

/** One per server render: what the rendered views declared (ADR 028 section 4). */
export type PageStatusCollector = { status: PageStatus; noindex: boolean };

export const PageStatusContext = createContext<PageStatusCollector | null>(null);

/** When views disagree, gone beats not found beats found. */
const RANK: Record<PageStatus, number> = { 200: 0, 404: 1, 410: 2 };

/**
 * Declares the HTTP status of the page this view shows, and whether it must stay out of search
 * indexes. The server answers with it; in the browser (no collector) it does nothing. Written
 * during render, not in an effect, because the server never runs effects: the collector is
 * per-request, so repeated renders only repeat the same write.
 */
export function usePageStatus(status: PageStatus, options: { noindex?: boolean } = {}): void {
  const collector = useContext(PageStatusContext);
  if (!collector) return;
  if (RANK[status] > RANK[collector.status]) collector.status = status;
  if (options.noindex) collector.noindex = true;
}
