import { useParams } from 'react-router-dom';
import { ListingPage } from '../listing/listing-page';

/**
 * /used-vans/:make/:model[/:year]/:location/:listingId. Keyed by the id so that moving to
 * another van (a similar van) starts with fresh state: gallery position, revealed phone, form.
 */
export function Component() {
  const { listingId = '' } = useParams();
  return <ListingPage key={listingId} listingId={listingId} />;
}
