import { Link } from 'react-router-dom';
import { RequireSession } from '../auth/require-session';
import { InfoPage } from '../info/info-page';

const SIGN_IN_FIRST = {
  title: 'Please sign in',
  description: 'You need to be signed in to list a van',
};

/**
 * /add-listing: signed-out visitors go to sign in with 'Please sign in'
 * and come back here. The listing form itself comes with the seller's listing tools.
 */
export function AddListingGate() {
  return (
    <RequireSession signedOutToast={SIGN_IN_FIRST}>
      {() => (
        <InfoPage
          title="List your van"
          description="Create a free listing for your van on VanYard."
          path="/add-listing"
          lead="Listing a van from your account is the next part of VanYard we are opening."
        >
          <div className="prose-vy">
            <p>
              Your account is ready. While listing opens, make sure your{' '}
              <Link to="/dashboard/profile">profile</Link> has the phone number and location buyers
              should see, and read{' '}
              <Link to="/how-to-sell-your-van-quickly-and-easily">
                how to sell your van quickly
              </Link>{' '}
              so your photos and description are ready.
            </p>
          </div>
        </InfoPage>
      )}
    </RequireSession>
  );
}
