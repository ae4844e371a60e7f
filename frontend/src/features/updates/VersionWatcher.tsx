import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetVersionQuery } from '../../api/api';
import { useNotify } from '../../components/notify';

/** SPEC §9: the deployment is checked every 10 minutes. */
export const VERSION_CHECK_MS = 10 * 60 * 1000;

/** Says 'Refresh site to update' with 'Refresh now' once /api/version answers a newer deployment. */
export function VersionWatcher() {
  const { data } = useGetVersionQuery(undefined, { pollingInterval: VERSION_CHECK_MS, skipPollingIfUnfocused: false });
  const { t } = useTranslation(['updates', 'messages']);
  const notify = useNotify();
  const first = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!data?.version) return;
    first.current ??= data.version;
    if (data.version === first.current) return;
    notify.notice({
      key: 'new-version',
      title: t('messages:common.refreshToUpdate'),
      action: t('messages:common.refreshNow'),
      onAction: () => window.location.reload(),
    });
  }, [data?.version, notify, t]);
  return null;
}
