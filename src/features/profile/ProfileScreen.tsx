import { useEffect, useRef, useState } from 'react';
import { useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { Avatar } from './Avatar';
import { EmailAddress } from './EmailAddress';
import { PictureForm } from './PictureForm';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

/** Profile (docs/spec-notes.md §2): the customer's details, edited in place, and the picture. */
export function ProfileScreen() {
  const { t } = useI18n();
  const { state, refresh } = useShared('profile');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const left = useRef(false);
  // Leaving the form removes the focused control: focus goes back to the button that opened it.
  useEffect(() => {
    if (!editing && left.current) editButton.current?.focus();
  }, [editing]);

  function leave(ok: boolean) {
    left.current = true;
    setSaved(ok);
    setEditing(false);
    if (ok) void refresh();
  }

  return (
    <section className="page">
      <PageHeading>{t('common.profileMenu.profile')}</PageHeading>
      <Loaded state={state} retry={() => void refresh()} what={t('profile.what')}>
        {({ customer: user, plan }) => (
          <>
            <section className="card profile-head">
              <Avatar user={user} />
              <div>
                <h2 className="card-title">{user.fullname}</h2>
                <p className="muted">
                  <EmailAddress address={user.email} line />
                </p>
              </div>
              <PictureForm onSaved={() => void refresh()} />
            </section>
            <section className="card">
              <div className="row row--between">
                <h2 className="card-title">{t('profile.details')}</h2>
                {editing ? null : (
                  <button
                    ref={editButton}
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      setSaved(false);
                      setEditing(true);
                    }}
                  >
                    {t('profile.edit')}
                  </button>
                )}
              </div>
              {saved ? <Notice tone="success">{t('profile.saved')}</Notice> : null}
              {editing ? <ProfileForm user={user} onSaved={() => leave(true)} onCancel={() => leave(false)} /> : <ProfileDetails user={user} plan={plan} />}
            </section>
          </>
        )}
      </Loaded>
    </section>
  );
}
