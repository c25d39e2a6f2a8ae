import { useEffect, useRef, useState } from 'react';
import { type ShareResult, shareOrCopy } from './shareLink';

const SAID: Record<ShareResult, string> = {
  shared: 'Shared',
  copied: 'Copied',
  cancelled: '',
  failed: 'Select the link and copy it',
};

/**
 * A link to hand on (an invite, a watch link): the link in a field and a button that shares it through
 * the device's share sheet, else copies it, and says so; when neither works the link is selected for
 * copying by hand.
 */
export function ShareLink({ label, title, url }: { label: string; title: string; url: string }) {
  const [result, setResult] = useState<ShareResult | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const verb = canShare ? 'Share' : 'Copy';
  useEffect(() => {
    if (result !== 'shared' && result !== 'copied') return;
    const fade = setTimeout(() => setResult(null), 4000);
    return () => clearTimeout(fade);
  }, [result]);
  const press = async () => {
    const done = await shareOrCopy(navigator, title, url);
    setResult(done);
    if (done === 'failed') {
      field.current?.focus();
      field.current?.select();
    }
  };
  return (
    <div className="online-link">
      <label>
        {label}
        <input ref={field} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" aria-label={`${verb} the ${label.toLowerCase()}`} onClick={() => void press()}>
        {verb}
      </button>
      <span role="status" className="online-link-said">
        {result ? SAID[result] : ''}
      </span>
    </div>
  );
}
