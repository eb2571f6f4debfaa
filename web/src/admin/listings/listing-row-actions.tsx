import { Link } from 'react-router-dom';
import { SelectMenu } from '../ui/select-menu';
import { canModerate, STATUS_OPTIONS, type ActionTarget } from './action-copy';
import type { ListingActions } from './use-listing-actions';
import { pages } from '#shared/pages';
import { buttonClass } from '../../ui/button';

type ListingRowActionsProps = {
  target: ActionTarget;
  actions: ListingActions;
  /** Leaves out Edit (on the edit page's own listing detail, where it is a button of its own). */
  showEdit?: boolean;
  className?: string;
};

/**
 * A listing's actions (spec 02 Admin Listings): Approve and Reject while pending, the status
 * menu, Edit and Delete; each named with the listing ('Approve 2019 Ford Transit'). While one of
 * them is on its way, the others wait.
 */
export function ListingRowActions({
  target,
  actions,
  showEdit = true,
  className = 'flex flex-wrap gap-2',
}: ListingRowActionsProps) {
  const busy = actions.busyOn(target.id);
  const kind = busy ? actions.busy?.kind : null;
  return (
    <div className={className}>
      {canModerate(target) ? (
        <>
          <button
            type="button"
            aria-label={`Approve ${target.name}`}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void actions.approve(target);
            }}
            className={buttonClass({ variant: 'approve', size: 'sm' })}
          >
            {kind === 'approve' ? 'Approving...' : 'Approve'}
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={`Reject ${target.name}`}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) actions.openReject(target);
            }}
            className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
          >
            Reject
          </button>
        </>
      ) : null}
      <SelectMenu
        label={kind === 'status' ? 'Updating...' : 'Status'}
        ariaLabel={`Change status of ${target.name}`}
        options={STATUS_OPTIONS}
        value={target.status}
        busy={busy}
        onSelect={(status) => void actions.setStatus(target, status)}
      />
      {showEdit ? (
        <Link
          to={pages.adminEditListing.build({ listingId: target.id })}
          aria-label={`Edit ${target.name}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          Edit
        </Link>
      ) : null}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Delete ${target.name}`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) actions.openDelete(target);
        }}
        className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
      >
        Delete
      </button>
    </div>
  );
}
