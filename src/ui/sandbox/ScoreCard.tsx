import type { VolleyScore } from '../../physics/scoreTypes';
import type { Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';
import { captainText, cubeText } from './describeScore';
import { volleyWords } from './volleyWords';

interface ScoreCardProps {
  trace: VolleyTrace;
  score: VolleyScore;
  thresholds: Thresholds;
  hash?: string;
  /** Jumps the replay to a step and marks where body `body` was then. */
  onShow?: (step: number, body: number) => void;
}

/**
 * A volley's result in words first (what it earned, where the cubes lie); under "Details" its scoring per
 * cube and per captain, with the exact contact, impulse and threshold that decided each.
 */
export function ScoreCard({ trace, score, thresholds, hash, onShow }: ScoreCardProps) {
  const words = volleyWords(trace, score);
  const cubeBody = (cube: number) =>
    trace.bodies.findIndex((body) => body.kind === 'cube' && body.cube === cube);
  return (
    <section
      className="score-card"
      aria-label="Volley scoring"
      data-testid="score-card"
      data-best={score.best}
    >
      <h3 className={`award-${score.best}`} data-testid="result-headline">
        {words.headline}
      </h3>
      <p className="score-where" data-testid="result-where">
        {words.where}
      </p>
      <details className="score-details">
        <summary>Details</summary>
        <p className="score-meta">
          Seed <code>{trace.input.seed}</code> · strength{' '}
          <code>{trace.input.strike.strength.toFixed(3)}</code> · judged at{' '}
          {(score.judgedStep * trace.dt).toFixed(2)} s (
          {score.endedBy === 'rest' ? 'all at rest' : 'time cap'})
          {hash && (
            <>
              {' '}
              · trace <code data-testid="trace-hash">{hash}</code>
            </>
          )}
        </p>
        <ol className="score-lines">
          {score.cubes.map((cube) => (
            <li key={cube.cube} data-award={cube.award}>
              <strong>Cube {cube.cube + 1}</strong>: {cubeText(cube, trace.dt, thresholds)}
              {cube.deciding && onShow && (
                <button
                  type="button"
                  className="small"
                  onClick={() => onShow(cube.deciding?.step ?? 0, cubeBody(cube.cube))}
                  aria-label={`Show the contact that decided cube ${cube.cube + 1}`}
                >
                  Show
                </button>
              )}
            </li>
          ))}
        </ol>
        {score.captains.length > 0 && (
          <ul className="score-lines">
            {score.captains.map((captain) => (
              <li key={captain.ship} data-knocked={captain.knockedOff}>
                <strong>{captain.ship} captain</strong>: {captainText(captain, thresholds)}
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
