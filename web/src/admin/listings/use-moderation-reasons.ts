import { DEFAULT_MODERATION_REASONS } from '#shared/admin/settings';
import { adminSettingsRoute } from '#shared/api/routes/admin-settings';
import { useApi } from '../../api/use-api';

/**
 * The reasons a moderator may give, as the settings hold them; the defaults while they load or
 * when they cannot be read (the server checks the reason against the settings either way).
 */
export function useModerationReasons(userId: string): readonly string[] {
  const { data } = useApi(adminSettingsRoute, {}, { userId });
  return data?.moderation_reasons.length ? data.moderation_reasons : DEFAULT_MODERATION_REASONS;
}
