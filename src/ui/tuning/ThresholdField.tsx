import { type KeyboardEvent, useState } from 'react';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import { thresholdProblem } from '../../store/tuning/tuningStore';

interface ThresholdFieldProps {
  id: string;
  field: keyof Thresholds;
  /** The value in force (the store's). */
  value: number;
  /** Sets the value; returns why it was refused, or null. */
  onCommit: (value: number) => string | null;
}

function parse(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * A threshold's slider and number field. The number field keeps the text being typed and the value
 * is checked only when it is committed (Enter or leaving the field), so "16" is not refused at its
 * "1". A refused value stays in the field with its bounds message until the text is valid or a new
 * value comes in from outside (the slider, a preset, "Back to …").
 */
export function ThresholdField({ id, field, value, onCommit }: ThresholdFieldProps) {
  const info = THRESHOLD_INFO[field];
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // a value from outside replaces whatever was being typed
    setShown(value);
    setText(String(value));
    setProblem(null);
  }
  const commit = () => {
    const typed = parse(text);
    if (typed === value) {
      setProblem(null);
      return;
    }
    setProblem(onCommit(typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') {
      setText(String(value));
      setProblem(null);
    }
  };
  const messageId = `${id}-problem`;
  return (
    <>
      <div className="threshold-inputs">
        <input
          type="range"
          min={info.min}
          max={info.max}
          step={info.step}
          value={value}
          aria-label={`${info.label} slider`}
          onChange={(event) => onCommit(Number(event.target.value))}
        />
        <input
          id={id}
          type="number"
          min={info.min}
          max={info.max}
          step="any"
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            // once refused, the message follows the typing and goes as soon as the text is valid
            if (problem) setProblem(thresholdProblem(field, parse(event.target.value)));
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
      {problem && (
        <p className="notice" role="alert" id={messageId} data-testid={`threshold-problem-${field}`}>
          {problem}
        </p>
      )}
    </>
  );
}
