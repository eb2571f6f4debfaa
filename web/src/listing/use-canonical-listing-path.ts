import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canonicalRedirect } from './canonical-path';

/**
 * Moves to the API's canonical path, replacing the history entry, so each van has one URL.
 * Returns whether the address bar already shows it (views are counted there only, so the
 * redirect does not count a visit twice).
 */
export function useCanonicalListingPath(canonicalPath: string | undefined): boolean {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const target =
    canonicalPath === undefined ? undefined : canonicalRedirect(pathname, canonicalPath);
  useEffect(() => {
    if (target === undefined) return;
    void navigate(`${target}${search}${hash}`, { replace: true, state });
  }, [target, search, hash, state, navigate]);
  return canonicalPath !== undefined && target === undefined;
}
