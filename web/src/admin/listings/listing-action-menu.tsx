import type { ListingStatus } from '#shared/catalogue/enums';
import { ActionMenu, type MenuSection } from '../ui/action-menu';
import { canModerate, STATUS_OPTIONS, type ActionTarget } from './action-copy';
import type { ActionKind, ListingActions } from './use-listing-actions';
import { pages } from '#shared/pages';

/** What a row's menu button says while one of its actions is on its way. */
export const BUSY_WORDS: Record<ActionKind, string> = {
  approve: 'Approving...',
  reject: 'Rejecting...',
  status: 'Updating...',
  delete: 'Deleting...',
};

const isStatus = (value: string): value is ListingStatus =>
  STATUS_OPTIONS.some((option) => option.value === value);

/**
 * A listing's actions in a list row (spec 02 Admin Listings): Approve and Reject while it
 * waits for review; its status (Active, Inactive, Sold); Edit and Delete.
 */
export function listingMenuSections(
  target: ActionTarget,
  actions: Pick<ListingActions, 'approve' | 'openReject' | 'setStatus' | 'openDelete'>,
): MenuSection[] {
  return [
    canModerate(target)
      ? [
          { kind: 'action', label: 'Approve', onSelect: () => void actions.approve(target) },
          {
            kind: 'action',
            label: 'Reject',
            dialog: true,
            onSelect: () => actions.openReject(target),
          },
        ]
      : [],
    [
      {
        kind: 'choice',
        label: 'Status',
        options: STATUS_OPTIONS,
        value: target.status,
        onSelect: (status) => {
          if (isStatus(status)) void actions.setStatus(target, status);
        },
      },
    ],
    [
      { kind: 'link', label: 'Edit', to: pages.adminEditListing.build({ listingId: target.id }) },
      {
        kind: 'action',
        label: 'Delete',
        danger: true,
        dialog: true,
        onSelect: () => actions.openDelete(target),
      },
    ],
  ];
}

/** One menu button a row, 'Actions for {title}', holding every action of the listing. */
export function ListingActionMenu({
  target,
  actions,
}: {
  target: ActionTarget;
  actions: ListingActions;
}) {
  const kind = actions.busyOn(target.id) ? actions.busy?.kind : undefined;
  return (
    <ActionMenu
      label={`Actions for ${target.name}`}
      sections={listingMenuSections(target, actions)}
      busyLabel={kind ? BUSY_WORDS[kind] : null}
    />
  );
}
