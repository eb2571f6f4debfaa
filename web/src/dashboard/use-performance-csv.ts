import { useRef, useState } from 'react';
import { ownPerformanceCsvRoute } from '#shared/api/routes/own-performance-csv';
import { performanceCsvName, type PerformanceSeries } from '#shared/performance';
import { callApi } from '../api/client';
import { showToast } from '../ui/toast-store';

/** Hands a text to the browser as a file download (an object URL on a link with `download`). */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Download CSV: the server's file of the window (the API needs the bearer token, which a plain
 * link cannot send), saved under the name the window gives it.
 */
export function usePerformanceCsv() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function download(series: Pick<PerformanceSeries, 'from' | 'to' | 'days'>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const text = await callApi(ownPerformanceCsvRoute, {
        query: { days: String(series.days.length) },
      });
      saveFile(performanceCsvName(series), text);
    } catch {
      showToast({
        title: 'Download failed',
        description: 'The figures could not be downloaded. Please try again.',
        variant: 'destructive',
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, download };
}
