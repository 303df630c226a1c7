import { Navigate } from 'react-router';
import { useConsoleMe } from '@/admin/console-api';
import { CONSOLE_SECTIONS, mayOpen } from './sections';

/**
 * /admin and unknown console paths: the first section (in the navigation's order) the staff
 * member's roles may open, so finance lands on the dashboard and a moderator on chat instead of
 * a refusal (ADR 048). The layout renders this only once /api/admin/me answered.
 */
export function FirstSection() {
  const me = useConsoleMe();
  const roles = me.data?.roles ?? [];
  const first = CONSOLE_SECTIONS.find((section) => mayOpen(section, roles));
  return <Navigate to={first?.path ?? '/admin/players'} replace />;
}
