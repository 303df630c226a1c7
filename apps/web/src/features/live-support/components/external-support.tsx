import type { UserDetails } from '@tengu/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSupportStore } from '@/app/shell/live-support-store';
import { Spinner } from '@/components/ui/spinner';
import { useSiteConfig } from '@/features/site/api/get-site-config';

/** What the page hands a third-party support widget (ADR 041): set before its script loads. */
interface SupportHost {
  user: { username: string; email: string | null } | null;
  /** Set by the widget's script: shows its window. */
  open?: () => void;
}
declare global {
  interface Window {
    tenguLiveSupport?: SupportHost;
  }
}

let loading: Promise<void> | null = null;

/** Loads the operator's widget script once, with the player's username and email (spec §7). */
function loadScript(scriptUrl: string, user: SupportHost['user']): Promise<void> {
  window.tenguLiveSupport = { ...window.tenguLiveSupport, user };
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    if (user) {
      script.dataset.username = user.username;
      if (user.email) script.dataset.email = user.email;
    }
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('live-support script failed'));
    };
    document.head.append(script);
  });
  return loading;
}

/** LIVE_SUPPORT_SCRIPT_URL is set: the third-party widget opens in place of ours. */
export function ExternalSupport({
  scriptUrl,
  user,
}: {
  scriptUrl: string;
  user: UserDetails | undefined;
}) {
  const { t } = useTranslation('shell');
  // The operator's address (SUPPORT_EMAIL), when it has one.
  const supportEmail = useSiteConfig().data?.supportEmail ?? null;
  const close = useLiveSupportStore((s) => s.close);
  const [state, setState] = useState<'loading' | 'failed'>('loading');
  const username = user?.username;
  const email = user?.email ?? null;

  useEffect(() => {
    let isCurrent = true;
    loadScript(scriptUrl, username ? { username, email } : null).then(
      () => {
        window.tenguLiveSupport?.open?.();
        if (isCurrent) close();
      },
      () => {
        if (isCurrent) setState('failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [scriptUrl, username, email, close]);

  if (state === 'failed') {
    return (
      <p data-testid="live-support-external-error" role="alert" className="p-4 text-sm text-fog">
        {supportEmail ? (
          <>
            {t('liveSupport.externalFailed')}{' '}
            <a className="font-semibold text-white underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </>
        ) : (
          t('liveSupport.externalFailedRetry')
        )}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3 p-4 text-sm text-fog">
      <Spinner className="size-5" label={t('liveSupport.connecting')} />
      {t('liveSupport.connecting')}
    </div>
  );
}
