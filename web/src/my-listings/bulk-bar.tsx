import { useRef } from 'react';
import type { OwnListingBulkAction } from '#shared/own-listings';
import { Button } from '../ui/button';
import { Dialog, DialogActions } from '../ui/dialog';
import { BULK_COPY, type BulkFailure } from './bulk-actions';

type BulkBarProps = {
  count: number;
  busy: boolean;
  /** The action waiting for its confirmation, if any. */
  asking: OwnListingBulkAction | null;
  failures: readonly BulkFailure[];
  onAsk: (action: OwnListingBulkAction) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onClear: () => void;
};

/**
 * The bar over the selected listings (decision 071): how many, the actions, and the listings an
 * action could not change with the reason for each. Each action asks first, naming how many.
 * One more action is one more button here and one more entry of OWN_LISTING_BULK_ACTIONS.
 */
export function BulkBar(props: BulkBarProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { count, asking } = props;
  if (count === 0 && props.failures.length === 0) return null;
  return (
    <section
      aria-label={BULK_COPY.region}
      className="sticky bottom-2 z-10 mb-4 rounded-xl border border-brand-700 bg-white p-3 shadow-lg"
    >
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="mr-auto font-semibold text-ink">
            {BULK_COPY.selected(count)}
          </p>
          <Button variant="secondary" onClick={() => props.onAsk('mark_sold')}>
            {BULK_COPY.markSold}
          </Button>
          <Button variant="secondary" onClick={() => props.onAsk('renew')}>
            {BULK_COPY.renew}
          </Button>
          <Button variant="danger" onClick={() => props.onAsk('delete')}>
            {BULK_COPY.delete}
          </Button>
          <Button variant="link" onClick={props.onClear}>
            {BULK_COPY.clear}
          </Button>
        </div>
      ) : null}
      {props.failures.length > 0 ? (
        <div role="alert" className="mt-2 text-sm text-red-800">
          <p className="font-semibold">{BULK_COPY.failedHeading(props.failures.length)}</p>
          <ul className="mt-1 list-disc pl-5">
            {props.failures.map((failure) => (
              <li key={failure.id}>
                {failure.title}: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {asking ? (
        <Dialog
          id="bulk-confirm"
          title={BULK_COPY.confirm[asking].title(count)}
          description={BULK_COPY.confirm[asking].body}
          busy={props.busy}
          onClose={props.onCancel}
          initialFocusRef={cancelRef}
        >
          {(close) => (
            <DialogActions
              busy={props.busy}
              confirmLabel={BULK_COPY.confirm[asking].button}
              busyLabel={BULK_COPY.busy}
              onCancel={close}
              onConfirm={props.onConfirm}
              tone={asking === 'delete' ? 'danger' : 'primary'}
              cancelRef={cancelRef}
              spacing="message"
            />
          )}
        </Dialog>
      ) : null}
    </section>
  );
}
