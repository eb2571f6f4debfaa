/**
 * The admin screens' and admin API's words: the specification's where it has them (spec 02,
 * section 8), ours where it is silent.
 */
export const ADMIN_MESSAGES = {
  loadListings: 'Could not load listings',
  approvalFailed: 'Could not update listing approval status',
  statusFailed: 'Could not update listing status',
  approved: 'Listing approved',
  rejected: 'Listing rejected',
  statusUpdated: (status: string) => `Listing status updated to ${status}`,
  deleteConfirm: 'Are you sure you want to delete this listing? This action cannot be undone.',
  deleteFailed: 'Could not delete listing. Please try again.',
  deleted: 'Listing deleted successfully',
  noListings: 'No listings found',
  tagFailed: 'Failed to update user tag. Please try again.',
  tagUpdated: 'Tag updated',
  exported: 'Export successful',
  exportedCount: (count: number) => `${count} ${count === 1 ? 'user' : 'users'} exported`,
  noUsers: 'No users found matching the criteria',
  showingUsers: (shown: number, total: number) => `Showing ${shown} of ${total} users`,
  // Not in the specification: the server's answers.
  listingNotFound: 'Listing not found',
  userNotFound: 'User not found',
  notPending: 'This listing is no longer waiting for review',
  changedWhileReviewing:
    'This listing changed while you were reviewing it. Reload to see the latest version',
  unknownReason: 'Please choose a reason from the list',
  ownRole: 'You cannot remove your own admin role',
  ownAccount: 'You cannot disable your own account',
  settingsChanged: 'The settings were changed by someone else. Reload to see them',
} as const;
