import { useEffect } from 'react';
import { dropToken } from '../../session/session';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useTimeout } from '../../lib/useTimeout';
import { NOTICE_TOKEN_MS } from '../../config/timings';
import { useLogout } from '../../session/useLogout';
import { useI18n } from '../../lib/useI18n';
import { useFlashes } from '../../lib/services';

/**
 * auth/info and auth/info/notice: a message from the bank about the account. The stored
 * token is removed 5 s after it shows (docs/spec-notes.md §2), so the dashboard stays closed.
 */
export function InfoNoticeScreen() {
  const notice = useFlashes().accountNotice();
  const logout = useLogout();
  const { t } = useI18n();
  useTimeout(dropToken, NOTICE_TOKEN_MS);
  // Leaving early (Back, a typed URL) must not keep the dashboard open either.
  useEffect(() => dropToken, []);
  return (
    <section className="page">
      <PageHeading>{notice?.head || t('auth.notice.title')}</PageHeading>
      {notice?.body ? <Notice tone="info">{notice.body}</Notice> : <p>{t('auth.notice.none')}</p>}
      <p className="muted">{t('auth.notice.help')}</p>
      <div>
        <Button onClick={logout}>{t('auth.logout')}</Button>
      </div>
    </section>
  );
}
