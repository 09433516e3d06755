'use client';

import { useEffect, useRef } from 'react';
import { Button, ButtonGroup } from '../kit';
import { recoveryCodesText } from './account-text';
import { useCopy } from './use-copy';
import profileStyles from './profile.module.css';
import styles from './two-factor.module.css';

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const copy = useCopy();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.view}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.viewTitle}>
        Save your recovery codes
      </h3>
      <p className={profileStyles.notice}>
        These codes will not be shown again. Save them now, somewhere safe such as a password
        manager. If you lose your phone, each code lets you sign in once instead of a code from the
        app.
      </p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <ButtonGroup>
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'), 'Codes copied.')}>
          Copy codes
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            download('recovery-codes.txt', recoveryCodesText(codes, email, new Date()))
          }
        >
          Download codes
        </Button>
        <Button variant="primary" onClick={onDone}>
          Done
        </Button>
      </ButtonGroup>
    </div>
  );
}
