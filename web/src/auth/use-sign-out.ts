import { useNavigate } from 'react-router-dom';
import { showToast } from '../ui/toast-store';
import { loadAuth } from './auth-client';
import { refreshSession } from './session-store';
import { pages } from '#shared/pages';

/** Sign Out: back to / with 'Signed out successfully'. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await (await loadAuth()).signOutNow();
      await refreshSession();
      navigate(pages.home.build());
      showToast({ title: 'Signed out successfully' });
    } catch (error) {
      showToast({
        title: 'Error',
        description: error instanceof Error && error.message ? error.message : 'Failed to sign out',
        variant: 'destructive',
      });
    }
  };
}
