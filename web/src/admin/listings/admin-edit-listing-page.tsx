import { useParams } from 'react-router-dom';
import { EditListing } from '../../listing-form/edit-listing-page';
import { useAdminUser } from '../layout/admin-context';
import { ADMIN_EDIT_FLOW } from './admin-edit-flow';

/** /admin/listings/{id}/edit: the seller's form, for an admin (the admin layout has checked the role). */
export function AdminEditListingPage() {
  const user = useAdminUser();
  const { listingId = '' } = useParams();
  return <EditListing key={listingId} user={user} listingId={listingId} flow={ADMIN_EDIT_FLOW} />;
}
