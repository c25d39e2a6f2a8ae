import { useEffect, useRef } from 'react';
import { RULES_REFERENCE } from './rulesReference';

interface RulesReferenceProps {
  onClose: () => void;
}

/** The rules in our own words, as a modal dialog; Esc or the button closes it. */
export function RulesReference({ onClose }: RulesReferenceProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="rules" aria-labelledby="rules-title" onClose={onClose}>
      <header>
        <h2 id="rules-title">Rules of the sea</h2>
        <button type="button" onClick={onClose} aria-label="Close the rules">
          ✕
        </button>
      </header>
      {RULES_REFERENCE.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.entries.map((entry) => (
            <article key={entry.title}>
              <h4>{entry.title}</h4>
              <p>{entry.text}</p>
              {entry.differs && (
                <p className="differs">
                  <strong>Our ruling:</strong> {entry.differs}
                </p>
              )}
            </article>
          ))}
        </section>
      ))}
    </dialog>
  );
}
