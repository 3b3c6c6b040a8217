import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it: after the @ and before a dot of
 * the domain (<wbr>), never inside a word ("lumenwebstudio.c|om").
 */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  const parts = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
