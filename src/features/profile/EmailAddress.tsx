import { Fragment } from 'react';

/**
 * An email address, which never breaks inside a word: on one line (`line`) it is shortened with
 * an ellipsis at its end and the whole address is its title; over lines it may break only before
 * an "@" or a "." (where a reader expects a break), never inside "example". Left to right in
 * any language, like every identifier (OwnOrder).
 */
export function EmailAddress({ address, line = false }: { address: string; line?: boolean }) {
  if (line) {
    return (
      <bdi dir="ltr" className="email email--line" title={address}>
        {address}
      </bdi>
    );
  }
  const parts = address.split(/(?=[@.])/);
  return (
    <bdi dir="ltr" className="email">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
