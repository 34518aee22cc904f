import { useState } from 'react';
import type { Customer } from '../../api/schemas';
import { useOptions } from '../../lib/services';
import { initials } from './profile-values';

/** The profile picture from the uploads address, or the customer's initials when there is none or it does not load. */
export function Avatar({ user }: { user: Customer }) {
  const { uploadsBase } = useOptions();
  const [broken, setBroken] = useState<string | null>(null);
  return user.picture && broken !== user.picture ? (
    <img className="avatar" src={`${uploadsBase}/${encodeURI(user.picture)}`} alt={user.fullname} onError={() => setBroken(user.picture)} />
  ) : (
    <span className="avatar" aria-hidden="true">
      {initials(user.fullname || user.username)}
    </span>
  );
}
