import { ArrowLeft, LogIn, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useConsoleMe } from '@/admin/console-api';
import { CONSOLE_SECTIONS, mayOpen } from './sections';

/**
 * The console's frame: the access gate (signed in, staff role, TOTP — the server decides and
 * says why), then a sidebar of the sections the staff member's roles open, and the page.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('admin');
  const me = useConsoleMe();
  if (me.isPending) {
    return (
      <div className="grid min-h-dvh place-items-center bg-ink-900">
        <Spinner label={t('access.checking')} />
      </div>
    );
  }
  if (me.isError) return <AccessRefused error={me.error} onRetry={() => void me.refetch()} />;
  const sections = CONSOLE_SECTIONS.filter((s) => mayOpen(s, me.data.roles));
  return (
    <div className="flex min-h-dvh flex-col bg-ink-900 text-white md:flex-row">
      <aside className="flex shrink-0 flex-col gap-1 border-ink-700 bg-ink-950 p-3 md:sticky md:top-0 md:h-dvh md:w-56 md:border-e">
        <div className="mb-3 flex items-center gap-2 px-2 py-1">
          <ShieldCheck aria-hidden="true" className="size-5 text-accent" />
          <span className="text-sm font-bold">{t('title')}</span>
        </div>
        <nav aria-label={t('nav.label')} className="flex gap-1 overflow-x-auto md:flex-col">
          {sections.map((section) => (
            <NavLink
              key={section.id}
              to={section.path}
              data-testid={`console-nav-${section.id}`}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-[var(--radius-control)] px-3 py-2 text-sm font-semibold whitespace-nowrap text-fog hover:bg-ink-700 hover:text-white',
                  isActive && 'bg-ink-700 text-white',
                )
              }
            >
              <section.icon aria-hidden="true" className="size-4" />
              {t(section.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto hidden space-y-1 px-2 pt-4 text-xs text-fog md:block">
          <p data-testid="console-signed-in-as">
            {t('common.signedInAs', { name: me.data.username })}
          </p>
          <p>{t('common.roles', { roles: me.data.roles.join(', ') })}</p>
          <a href="/" className="flex items-center gap-1 pt-2 hover:text-white">
            <ArrowLeft aria-hidden="true" className="size-3 rtl:rotate-180" />
            {t('nav.backToSite')}
          </a>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 lg:p-6">
        <Outlet />
      </main>
    </div>
  );
}

function AccessRefused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  const isVisitor = error instanceof ApiError && error.status === 401;
  const needs2fa = error instanceof ApiError && error.message.includes('Two-factor');
  const isRefusal = error instanceof ApiError && error.status === 403;
  return (
    <div className="grid min-h-dvh place-items-center bg-ink-900 p-4 text-white">
      <div
        data-testid="console-access-refused"
        className="w-full max-w-md rounded-[var(--radius-card)] border border-ink-700 bg-ink-800 p-6"
      >
        {isVisitor ? (
          <>
            <LogIn aria-hidden="true" className="mb-3 size-8 text-accent" />
            <h1 className="mb-2 text-lg font-bold">{t('access.signInTitle')}</h1>
            <p className="mb-5 text-sm text-fog">{t('access.signInBody')}</p>
            <Button asChild>
              <a href="/" data-testid="console-sign-in-link">
                {t('access.signIn')}
              </a>
            </Button>
          </>
        ) : (
          <>
            <ShieldAlert aria-hidden="true" className="mb-3 size-8 text-red-400" />
            <h1 className="mb-2 text-lg font-bold">{t('access.refusedTitle')}</h1>
            {/* The server's message says why: staff only, two-factor required. */}
            <p data-testid="console-refusal-message" className="mb-2 text-sm text-fog">
              {isRefusal ? error.message : t('common.loadError')}
            </p>
            {needs2fa && <p className="mb-5 text-sm text-fog">{t('access.enable2fa')}</p>}
            <div className="mt-4 flex flex-wrap gap-2">
              {needs2fa && (
                <Button asChild>
                  <a href="/settings">{t('access.openSettings')}</a>
                </Button>
              )}
              <Button variant="secondary" onClick={onRetry}>
                {t('access.retry')}
              </Button>
              <Button variant="ghost" asChild>
                <a href="/">{t('nav.backToSite')}</a>
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
